// The current IntlShape, for code outside components (commands, the API client, toasts).
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { withKitMessages } from './kitMessages';
import { LOCALE_OF, type Language } from './languages';
import type { Messages } from './loadMessages';
import type { MessageId } from './messageIds';

const cache = createIntlCache();
// Replaced by setIntl before the first render; until then no message is formatted.
let current: IntlShape = createIntl({ locale: 'pt-PT' }, cache);
let currentLanguage: Language = 'pt';

/** The language's messages, with the kit's messages of the sections that bring a grammar worded (kitMessages.ts). */
export function setIntl(language: Language, messages: Messages): IntlShape {
  currentLanguage = language;
  // Messages is keyed by string, its values texts or ASTs as react-intl takes them one by one; the locale test proves
  // every file holds exactly the MessageId keys that are not bound here.
  const bound = withKitMessages(messages, language) as Record<MessageId, string>;
  current = createIntl({ locale: LOCALE_OF[language], messages: bound, defaultLocale: LOCALE_OF[language] }, cache);
  return current;
}

export const intl = () => current;
export const language = () => currentLanguage;

export function t(id: MessageId, values?: Record<string, string | number>): string {
  return current.formatMessage({ id }, values);
}
