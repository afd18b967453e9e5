import type { MessageFormatElement } from 'react-intl';
import type { Language } from './languages';

/** Raw ICU strings in tests; in the built app, build.mjs swaps each file for its precompiled message ASTs. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Each language is its own lazy chunk, so only the one in use is downloaded. */
export async function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'pt':
      return (await import('../../../locales/pt.json')).default as Messages;
    case 'es':
      return (await import('../../../locales/es.json')).default as Messages;
    default:
      return (await import('../../../locales/en.json')).default as Messages;
  }
}
