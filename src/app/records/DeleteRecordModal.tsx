// …/delete/{id}: confirms with the row's name, looked up by id (read from the server when the list is not
// loaded, so the route works opened directly); confirming runs the section's delete command. A refusal (e.g.
// still in use) shows here and on the row, and nothing is lost. One's own account (users) is said, with what happens.
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { recordCommands } from '../../../commands/records';
import { currentContext } from '../services/appServices';
import { perform } from '../services/runCommand';
import { ConfirmModal } from '../ui/ConfirmModal';
import { listReturn } from './listReturn';
import type { Section } from './section';
import { useRecord } from './useRecord';

export function DeleteRecordModal<Row extends { id: number }, Input>({ section, id }: { section: Section<Row, Input>; id: number | null }) {
  const intl = useIntl();
  const { record } = useRecord(section, id);
  const close = () => navigate(listReturn(section.paths.list));
  const title = intl.formatMessage({ id: section.messages.deleteTitle });

  if (record.status !== 'loaded') {
    const body =
      record.status === 'loading'
        ? intl.formatMessage({ id: 'app.loading' })
        : record.status === 'notFound'
          ? intl.formatMessage({ id: section.messages.notFound }, { id: id === null ? '?' : String(id) })
          : intl.formatMessage({ id: 'records.loadFailed' }, { message: record.message });
    // nothing to delete (yet): the only way on is back to the list. The keys remount the modal when the row
    // arrives, so that the focus moves to Cancel rather than staying on the button that becomes Delete.
    return <ConfirmModal key="waiting" title={title} body={body} confirmLabel={intl.formatMessage({ id: 'panel.close' })} onConfirm={close} onCancel={close} />;
  }

  const { row } = record;
  const own = section.ownRow?.is(row.id) ? section.ownRow : undefined;
  const body = intl.formatMessage({ id: section.messages.deleteBody }, { name: section.nameOf(row) });
  return (
    <ConfirmModal
      key="confirm"
      title={title}
      body={own ? (
        <>
          <p>{body}</p>
          <p className="kr-delete-own"><strong>{intl.formatMessage({ id: own.messages.one })}</strong></p>
        </>
      ) : body}
      confirmLabel={intl.formatMessage({ id: own ? own.messages.confirm : 'records.delete' })}
      destructive
      onConfirm={() => perform(recordCommands(section).delete, { id: row.id }, currentContext())}
      onCancel={close}
    />
  );
}
