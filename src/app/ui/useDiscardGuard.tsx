// Closing a form with typed changes asks first: Enter (on "Keep editing") goes back to the form, a second Esc or
// "Discard" closes it. Without changes it closes at once. While it has changes, leaving the page asks too
// (unsavedWork.ts).
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { ConfirmModal } from './ConfirmModal';
import { useUnsavedWork } from './unsavedWork';

/** `body`: what would be lost, where it is not typing ("Your changes to this booklet have not been saved.") */
export function useDiscardGuard(dirty: boolean, close: () => void, body: MessageId = 'records.discard.body'): { requestClose(): void; guard: ReactNode } {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  useUnsavedWork(dirty);
  const guard = asking && (
    <ConfirmModal
      title={intl.formatMessage({ id: 'records.discard.title' })}
      body={intl.formatMessage({ id: body })}
      confirmLabel={intl.formatMessage({ id: 'records.discard.keep' })}
      cancelLabel={intl.formatMessage({ id: 'records.discard.discard' })}
      onConfirm={() => setAsking(false)}
      onCancel={close}
    />
  );
  return { requestClose: () => (dirty ? setAsking(true) : close()), guard };
}
