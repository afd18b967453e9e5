// The app's messages in each language, worded as the app words them (ICU: values and plurals), for the tests that
// read what the screen says.
import { IntlMessageFormat } from 'intl-messageformat';
import english from '../../locales/en.json';
import portuguese from '../../locales/pt.json';
import spanish from '../../locales/es.json';

export const MESSAGES = { pt: portuguese, es: spanish, en: english } as const;
export type Language = keyof typeof MESSAGES;
export const LANGUAGES = Object.keys(MESSAGES) as Language[];
export type MessageId = keyof typeof english;

/** message `id` in `language` with its values filled */
export function say(language: Language, id: MessageId, values: Record<string, string | number> = {}): string {
  return String(new IntlMessageFormat(MESSAGES[language][id], language).format(values));
}
