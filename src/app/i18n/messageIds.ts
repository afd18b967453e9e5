import type english from '../../../locales/en.json';

/** Every user-facing string's id; the three locale files hold the same ids (a test checks it). */
export type MessageId = keyof typeof english;

// Makes react-intl check every `id` against the locale files at compile time.
declare global {
  // react-intl reads this interface to type message ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
