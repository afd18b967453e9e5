// Closing a form with typed changes asks first: Enter (on "Keep editing") goes back to the form, a second Esc or
// "Discard" closes it. Without changes it closes at once.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmModal } from './ConfirmModal';

export function useDiscardGuard(dirty: boolean, close: () => void): { requestClose(): void; guard: ReactNode } {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const guard = asking && (
    <ConfirmModal
      title={intl.formatMessage({ id: 'records.discard.title' })}
      body={intl.formatMessage({ id: 'records.discard.body' })}
      confirmLabel={intl.formatMessage({ id: 'records.discard.keep' })}
      cancelLabel={intl.formatMessage({ id: 'records.discard.discard' })}
      onConfirm={() => setAsking(false)}
      onCancel={close}
    />
  );
  return { requestClose: () => (dirty ? setAsking(true) : close()), guard };
}
