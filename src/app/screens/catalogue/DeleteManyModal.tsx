// …/deletes: confirms with the selection's size, then runs the family's deleteSelected command. The API deletes
// one at a time, so some may be refused while the others go: the modal stays open naming each one refused and
// why (their rows say it too, and stay selected); the count follows what is left to delete.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { PartialDelete } from '../../../../commands/catalogueRecords';
import type { MessageId } from '../../i18n/messageIds';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { useActiveTableValue } from '../../table/activeTable';
import { runWithReply } from '../../commands/runWithReply';

export interface DeleteManyModalProps {
  commandId: string;
  /** the table whose selection is deleted, e.g. "categories" */
  tableId: string;
  /** both with {count} */
  title: MessageId;
  body: MessageId;
  onClose(): void;
}

export function DeleteManyModal({ commandId, tableId, title, body, onClose }: DeleteManyModalProps) {
  const intl = useIntl();
  const count = useActiveTableValue((table) => (table?.id === tableId ? table.selectedCount() : 0));
  const [refused, setRefused] = useState<PartialDelete | null>(null);
  const titleText = intl.formatMessage({ id: title }, { count });

  if (count === 0 && !refused) {
    const text = intl.formatMessage({ id: 'catalogue.nothingToDelete' });
    return <ConfirmModal key="nothing" title={titleText} body={text} confirmLabel={intl.formatMessage({ id: 'panel.close' })} onConfirm={onClose} onCancel={onClose} />;
  }

  async function confirm() {
    setRefused(null);
    const failure = await runWithReply<PartialDelete>(commandId, (reply) => ({ confirmed: reply }));
    if (!failure) return;
    setRefused(failure);
    throw new Error(failure.message);
  }

  // one refusal of one item is the modal's error itself; otherwise each refusal is listed with its reason
  const listed = refused !== null && !(refused.failures.length === 1 && refused.failures[0]?.message === refused.message);
  return (
    <ConfirmModal
      key="confirm"
      title={titleText}
      body={
        <>
          <p>{intl.formatMessage({ id: body }, { count })}</p>
          <p>{intl.formatMessage({ id: 'catalogue.cannotUndo' })}</p>
          {listed && (
            <>
              <p>{intl.formatMessage({ id: 'catalogue.notDeleted' })}</p>
              <ul>
                {refused.failures.map((failure) => (
                  <li key={failure.id}>{intl.formatMessage({ id: 'catalogue.failure' }, { name: failure.name, message: failure.message })}</li>
                ))}
              </ul>
            </>
          )}
        </>
      }
      confirmLabel={intl.formatMessage({ id: 'catalogue.delete' })}
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
