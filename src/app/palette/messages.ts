// The palette's translate function, typed by the app's message ids.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';

export type PaletteMessageId = MessageId;

export type Translate = (id: PaletteMessageId, values?: Record<string, string | number>) => string;

export const messageId = (id: PaletteMessageId): MessageId => id;

export function useTranslate(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id: messageId(id) }, values), [intl]);
}
