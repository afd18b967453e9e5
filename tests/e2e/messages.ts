// The app's messages in each language, worded as the app words them (ICU: values and plurals), for the tests that
// read what the screen says.
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageId as AppMessageId } from '../../src/app/i18n/messageIds';
import english from '../../locales/en.json';
import portuguese from '../../locales/pt.json';
import spanish from '../../locales/es.json';
import { withKitMessages } from '../../src/app/i18n/kitMessages';

export const MESSAGES = { pt: portuguese, es: spanish, en: english } as const;
export type Language = keyof typeof MESSAGES;
export const LANGUAGES = Object.keys(MESSAGES) as Language[];
export type MessageId = keyof typeof english;
/** As the app has them: with the kit's messages of each section that brings a grammar bound in (setIntl). */
const WORDED = { pt: withKitMessages(portuguese, 'pt'), es: withKitMessages(spanish, 'es'), en: withKitMessages(english, 'en') };

/** message `id` in `language` with its values filled */
export function say(language: Language, id: AppMessageId, values: Record<string, string | number> = {}): string {
  const message = WORDED[language][id];
  if (message === undefined) throw new Error(`no message ${id} in ${language}`);
  return String(new IntlMessageFormat(message, language).format(values));
}
