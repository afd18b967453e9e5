import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';

/** "Devices · Kitroom" in the tab, in the current language. */
export function usePageTitle(title: MessageId): void {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: title })} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [intl, title]);
}
