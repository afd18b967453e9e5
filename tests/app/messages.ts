// The app's messages in each language, from locales/, and the app's `t` in one of them: what every test that reads
// a screen or a command's words in a language uses.
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { createIntl } from 'react-intl';
import type { AppServices } from '../../commands/context';
import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import portuguese from '../../locales/pt.json';
import { withKitMessages } from '../../src/app/i18n/kitMessages';
import { LOCALE_OF, type Language } from '../../src/app/i18n/languages';

export const LOCALE_FILES: Record<Language, Record<string, string>> = { pt: portuguese, en: english, es: spanish };

/** A locale as the app loads it (setIntl): the kit's messages of each section with a grammar bound in, as ICU texts. */
export function boundLocale(messages: Record<string, string>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(withKitMessages(messages, language)).map(([id, message]) => [id, typeof message === 'string' ? message : printAST(message)]));
}

export const MESSAGES: Record<Language, Record<string, string>> = {
  pt: boundLocale(portuguese, 'pt'),
  en: boundLocale(english, 'en'),
  es: boundLocale(spanish, 'es'),
};

/** The app's `t` in `language` (or with `messages`: a test's own, added to them). */
export function translator(language: Language = 'en', messages: Record<string, string> = MESSAGES[language]): AppServices['t'] {
  const intl = createIntl({ locale: LOCALE_OF[language], messages });
  return (id, values) => intl.formatMessage({ id }, values);
}
