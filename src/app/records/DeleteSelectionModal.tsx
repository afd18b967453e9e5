// …/deletes: confirms the deletion of the targets (the selection, or with nothing selected the row under the cursor)
// with their count, the first names and how many of them are not shown and why (the search, the list's filters, other
// pages: a server's list with a search asks the server which), then runs the section's deleteSelected command once.
// One's own account among them (users) is said, with what happens, and the button names it. Deleted one by one,
// some may be refused while the others go: the modal stays open naming each one refused and why (their rows say it
// too, and stay selected); the count follows what is left.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { PartialDelete, recordCommands } from '../../../commands/records';
import { hiddenParts } from '../../../commands/targets';
import { currentContext } from '../services/appServices';
import { perform } from '../services/runCommand';
import { activeTable, useActiveTableValue } from '../table/activeTable';
import { hiddenTotal, NOTHING_HIDDEN, type HiddenTargets } from '../table/hiddenTargets';
import { ConfirmModal } from '../ui/ConfirmModal';
import { listReturn } from './listReturn';
import { useRowNames } from './useRowNames';
import type { Section } from './section';

/** How many names the confirmation lists before "and N more". */
const NAMES_SHOWN = 5;

export function DeleteSelectionModal<Row extends { id: number }, Input>({ section }: { section: Section<Row, Input> }) {
  const intl = useIntl();
  // the ids as a key, so that the snapshot only changes when the targets do
  const targeted = useActiveTableValue((table) => (table?.id === section.id ? table.targets().ids.join(',') : ''));
  const hidden = useHiddenReasons(section.id, targeted);
  const ids = targeted ? targeted.split(',').map(Number) : [];
  const own = ids.some((id) => section.ownRow?.is(id) === true) ? section.ownRow : undefined;
  const [refused, setRefused] = useState<PartialDelete | null>(null);
  const [progress, setProgress] = useState<{ finished: number; total: number } | null>(null);
  const close = () => navigate(listReturn(section.paths.list));
  const count = ids.length;
  const names = useRowNames(section, ids.slice(0, NAMES_SHOWN));
  const title = intl.formatMessage({ id: section.messages.deletesTitle }, { count });

  if (count === 0 && !refused) {
    const text = intl.formatMessage({ id: 'records.nothingToDelete' });
    return <ConfirmModal key="nothing" title={title} body={text} confirmLabel={intl.formatMessage({ id: 'panel.close' })} onConfirm={close} onCancel={close} />;
  }

  async function confirm() {
    setRefused(null);
    try {
      await perform(recordCommands(section).deleteSelected, { ids, progressed: (finished, total) => setProgress({ finished, total }) }, currentContext());
    } catch (error) {
      if (error instanceof PartialDelete) setRefused(error);
      throw error;
    } finally {
      setProgress(null);
    }
  }


  // one refusal of one item is the modal's error itself; otherwise each refusal is listed with its reason
  const listed = refused !== null && !(refused.failures.length === 1 && refused.failures[0]?.message === refused.message);
  return (
    <ConfirmModal
      key="confirm"
      title={title}
      body={
        <>
          <p>{intl.formatMessage({ id: section.messages.deletesBody }, { count })}</p>
          {progress && progress.total > 1 && (
            <p role="status">
              <progress value={progress.finished} max={progress.total} aria-label={intl.formatMessage({ id: 'records.deleting' }, progress)} />{' '}
              {intl.formatMessage({ id: 'records.deleting' }, progress)}
            </p>
          )}
          <p className="kr-delete-names">{intl.formatMessage({ id: 'records.deleteNames' }, { names: intl.formatList(names), more: count - names.length })}</p>
          {hidden.count > 0 && (
            <p>{intl.formatMessage({ id: 'records.deleteNotShown' }, { count: hidden.count, reasons: hiddenParts(hidden.by, (id, values) => intl.formatMessage({ id }, values)).join(', ') })}</p>
          )}
          {own && <p className="kr-delete-own"><strong>{intl.formatMessage({ id: count === 1 ? own.messages.one : own.messages.among })}</strong></p>}
          {listed && (
            <>
              <p>{intl.formatMessage({ id: 'records.notDeleted' })}</p>
              <ul>
                {refused.failures.map((failure) => (
                  <li key={failure.id}>{intl.formatMessage({ id: section.messages.failure }, { id: failure.id, name: failure.name, message: failure.message })}</li>
                ))}
              </ul>
            </>
          )}
        </>
      }
      confirmLabel={intl.formatMessage({ id: own ? own.messages.confirm : 'records.delete' })}
      destructive
      onConfirm={confirm}
      onCancel={close}
    />
  );
}

/**
 * How many of the targets the table does not show, and why: at once from the targets, then, for a server's list with
 * a search, from the server (which of those not on this page match the search).
 */
function useHiddenReasons(tableId: string, targeted: string): { count: number; by: HiddenTargets } {
  const known = useActiveTableValue((table) => (table?.id === tableId ? table.targets().hiddenBy : NOTHING_HIDDEN));
  const [asked, setAsked] = useState<{ targeted: string; by: HiddenTargets } | null>(null);
  useEffect(() => {
    const table = activeTable();
    if (known.notOnThisPage === 0 || table?.id !== tableId) return;
    let live = true;
    void table.hiddenReasons().then(
      (by) => live && setAsked({ targeted, by }),
      () => undefined, // the count stays "not on this page": true, if less precise
    );
    return () => {
      live = false;
    };
  }, [tableId, targeted, known]);
  const by = asked && asked.targeted === targeted && known.notOnThisPage > 0 ? asked.by : known;
  return { count: hiddenTotal(by), by };
}
