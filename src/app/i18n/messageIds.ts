import type english from '../../../locales/en.json';
import type { GrammarSectionOf, KitMessageOf } from './kitWords';

/** The ids written in the locale files (the three hold the same ids: a test checks it). */
export type LocaleMessageId = keyof typeof english;

/**
 * Every user-facing string's id: those of the locale files, and the records kit's messages of each section that brings
 * its grammar (`suppliers.created`, `command.suppliers.create`…), worded when the language is loaded (kitMessages.ts).
 */
export type MessageId = LocaleMessageId | KitMessageOf<GrammarSectionOf<LocaleMessageId>>;

// Makes react-intl check every `id` against the locale files at compile time.
declare global {
  // react-intl reads this interface to type message ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
