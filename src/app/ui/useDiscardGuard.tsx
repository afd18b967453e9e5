// Closing a form with typed changes asks first: Enter (on "Keep editing") goes back to the form, a second Esc or
// "Discard" closes it. Without changes it closes at once. Leaving it another way (an edit panel moving to the next
// record) asks the same, then does that instead of closing. While it has changes, leaving the page asks too
// (unsavedWork.ts).
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { ConfirmModal } from './ConfirmModal';
import { useUnsavedWork } from './unsavedWork';

export interface DiscardGuard {
  requestClose(): void;
  /** leaves the form by `then` (rather than closing it), asking first when it has changes */
  requestLeave(then: () => void): void;
  guard: ReactNode;
}

/** `body`: what would be lost, where it is not typing ("Your changes to this booklet have not been saved.") */
export function useDiscardGuard(dirty: boolean, close: () => void, body: MessageId = 'records.discard.body'): DiscardGuard {
  const intl = useIntl();
  // what a discard goes on to do: close, or another way out
  const [asking, setAsking] = useState<{ then: () => void } | null>(null);
  useUnsavedWork(dirty);
  const guard = asking && (
    <ConfirmModal
      title={intl.formatMessage({ id: 'records.discard.title' })}
      body={intl.formatMessage({ id: body })}
      confirmLabel={intl.formatMessage({ id: 'records.discard.keep' })}
      cancelLabel={intl.formatMessage({ id: 'records.discard.discard' })}
      onConfirm={() => setAsking(null)}
      onCancel={() => {
        setAsking(null);
        asking.then();
      }}
    />
  );
  const requestLeave = (then: () => void) => (dirty ? setAsking({ then }) : then());
  return { requestClose: () => requestLeave(close), requestLeave, guard };
}
