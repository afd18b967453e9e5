// …/delete/{id}: confirms with the item's name, looked up in its list (loaded first when the route is opened
// directly); confirming runs the family's delete command. A refusal (e.g. still in use) shows here and on the
// row, and nothing is lost.
import { useIntl } from 'react-intl';
import type { ApiFailure } from '../../api/errors';
import type { MessageId } from '../../i18n/messageIds';
import type { ListStore } from '../../state/listStore';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { runWithReply } from '../../commands/runWithReply';
import { useCatalogueRecord } from './useCatalogueRecord';

export interface DeleteOneModalProps<Row extends { id: number; name: string }> {
  store: ListStore<Row>;
  id: number | null;
  commandId: string;
  title: MessageId;
  /** with {name} */
  body: MessageId;
  /** with {id} */
  notFound: MessageId;
  onClose(): void;
}

export function DeleteOneModal<Row extends { id: number; name: string }>({ store, id, commandId, title, body, notFound, onClose }: DeleteOneModalProps<Row>) {
  const intl = useIntl();
  const record = useCatalogueRecord(store, id);
  const titleText = intl.formatMessage({ id: title });

  if (record.status !== 'loaded') {
    const text =
      record.status === 'loading'
        ? intl.formatMessage({ id: 'app.loading' })
        : record.status === 'notFound'
          ? intl.formatMessage({ id: notFound }, { id: id === null ? '?' : String(id) })
          : intl.formatMessage({ id: 'table.loadFailed' }, { message: record.message });
    // nothing to delete (yet): the only way on is back. The key remounts the modal when the item arrives, so the
    // focus moves to Cancel rather than staying on a button that becomes Delete.
    return <ConfirmModal key="waiting" title={titleText} body={text} confirmLabel={intl.formatMessage({ id: 'panel.close' })} onConfirm={onClose} onCancel={onClose} />;
  }

  const { row } = record;
  async function confirm() {
    const refused = await runWithReply<ApiFailure>(commandId, (reply) => ({ confirmed: { ...reply, id: row.id } }));
    if (refused) throw refused;
  }

  return (
    <ConfirmModal
      key="confirm"
      title={titleText}
      body={
        <>
          <p>{intl.formatMessage({ id: body }, { name: row.name })}</p>
          <p>{intl.formatMessage({ id: 'catalogue.cannotUndo' })}</p>
        </>
      }
      confirmLabel={intl.formatMessage({ id: 'catalogue.delete' })}
      destructive
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
