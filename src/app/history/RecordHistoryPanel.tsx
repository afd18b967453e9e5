// …/{id}/history: a record's activity history in a side panel over its list (issue 23). Newest first, older pages
// as the person scrolls or moves past the last entry; j/k (and the arrows) move between entries, Enter or o opens an
// entry's operation (its other records), u undoes it (commands/history.ts), $mod+z and $mod+Shift+z are the session's
// undo and redo here too. Esc closes it and gives the keyboard back to the row.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { registry } from '../../../commands/all';
import type { HistoryEntry, RecordRef } from '../../contract/history';
import { listReturn } from '../records/listReturn';
import { useRecord } from '../records/useRecord';
import type { AnySection } from '../records/section';
import { currentContext } from '../services/appServices';
import { runCommand } from '../services/runCommand';
import { paths } from '../paths';
import { SidePanel } from '../ui/SidePanel';
import { StateMessage, StepButton } from '../ui/StateMessage';
import { recordLabel } from './describeHistory';
import { HistoryEntryItem } from './HistoryEntryItem';
import { useHistoryUndo } from './useHistoryUndo';
import { useRecordHistory } from './useRecordHistory';
import './history.css';

/** The record's name as its newest entry naming it recorded: a rename's, or the whole record's when created or deleted. */
function nameInHistory(entries: readonly HistoryEntry[], record: RecordRef): string | undefined {
  for (const entry of entries) {
    for (const change of entry.changes) {
      if (change.record !== record) continue;
      const value = change.field === 'name' ? change.after : change.field === null ? (change.after ?? change.before) : undefined;
      const named = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as { name?: unknown }).name : value;
      if (typeof named === 'string' && named !== '') return named;
    }
  }
  return undefined;
}

const isControl = (target: EventTarget) => target instanceof HTMLElement && target.closest('button, a[href]') !== null;

export function RecordHistoryPanel({ section, id, record }: { section: AnySection; id: number; record: RecordRef }) {
  const intl = useIntl();
  const { record: read } = useRecord(section, id);
  const { history, loadMore, reload } = useRecordHistory(record);
  const entries: readonly HistoryEntry[] = history.status === 'loaded' ? history.entries : [];
  // a deleted record is named as the history last recorded it
  const name = read.status === 'loaded' ? section.nameOf(read.row) : (nameInHistory(entries, record) ?? recordLabel(record, intl));
  const { busy, notice, undo, deleteRecord } = useHistoryUndo(section, id, name, reload);
  const [cursor, setCursor] = useState(0);
  const items = useRef(new Map<number, HTMLLIElement>());
  const end = useRef<HTMLDivElement>(null);
  const focusWanted = useRef(true);
  const close = () => navigate(listReturn(section.paths.list));

  // the keyboard on the entry under the cursor: when the list first comes, and after an undo (its entry on top)
  useEffect(() => {
    if (!focusWanted.current || entries.length === 0) return;
    focusWanted.current = false;
    items.current.get(Math.min(cursor, entries.length - 1))?.focus();
  }, [entries, cursor]);

  // older entries as the end of the list scrolls into view
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen.some((each) => each.isIntersecting) && loadMore());
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loadMore, history.status]);

  const moveTo = (index: number) => {
    if (entries.length === 0) return;
    if (index >= entries.length) loadMore();
    const next = Math.max(0, Math.min(index, entries.length - 1));
    setCursor(next);
    items.current.get(next)?.focus();
  };
  const open = (entry: HistoryEntry) => navigate(paths.historyOperation(entry.id));
  const undoEntry = async (entry: HistoryEntry) => {
    if (await undo(entry)) {
      focusWanted.current = true;
      setCursor(0);
    }
  };
  const sessionStep = async (commandId: 'app.undo' | 'app.redo') => {
    const command = registry.get(commandId);
    if (command) await runCommand(command, currentContext(), {}, 'keys');
    await reload();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const entry = entries[cursor];
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      void sessionStep(event.shiftKey ? 'app.redo' : 'app.undo');
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if ((event.key === 'Enter' || event.key === ' ') && isControl(event.target)) return;
    const act: Record<string, (() => void) | undefined> = {
      j: () => moveTo(cursor + 1),
      ArrowDown: () => moveTo(cursor + 1),
      k: () => moveTo(cursor - 1),
      ArrowUp: () => moveTo(cursor - 1),
      Home: () => moveTo(0),
      End: () => moveTo(entries.length - 1),
      Enter: entry && (() => open(entry)),
      o: entry && (() => open(entry)),
      u: entry && (() => void undoEntry(entry)),
    };
    const action = act[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  return (
    <SidePanel title={intl.formatMessage({ id: 'history.panel.title' }, { name })} onClose={close}>
      <div className="kr-history" onKeyDown={onKeyDown}>
        <p className="kr-field-hint">{intl.formatMessage({ id: 'history.panel.keys' })}</p>
        {history.status === 'loading' && <StateMessage kind="loading" className="kr-state-start" statement={intl.formatMessage({ id: 'app.loading' })} />}
        {history.status === 'failed' && (
          <StateMessage
            kind="failed"
            className="kr-state-start"
            statement={intl.formatMessage({ id: 'history.panel.failed' }, { message: history.message })}
            steps={<StepButton label={intl.formatMessage({ id: 'table.retry' })} keys={undefined} onClick={() => void reload()} primary />}
          />
        )}
        {history.status === 'loaded' && entries.length === 0 && <StateMessage kind="empty" className="kr-state-start" statement={intl.formatMessage({ id: 'history.panel.empty' })} />}
        {entries.length > 0 && (
          <ol className="kr-history-list" aria-label={intl.formatMessage({ id: 'history.panel.list' }, { name })}>
            {entries.map((entry, index) => (
              <HistoryEntryItem
                key={entry.id}
                entry={entry}
                current={index === Math.min(cursor, entries.length - 1)}
                undoing={busy === entry.id}
                itemRef={(element) => {
                  if (element) items.current.set(index, element);
                  else items.current.delete(index);
                }}
                onFocus={() => setCursor(index)}
                onOpen={() => open(entry)}
                onUndo={() => void undoEntry(entry)}
                notice={
                  notice?.entryId === entry.id && (
                    <div className="kr-history-notice" role="alert">
                      <p>{notice.text}</p>
                      {notice.offerDelete && (
                        <button type="button" className="kr-button kr-danger" onClick={deleteRecord}>
                          {intl.formatMessage({ id: 'history.undo.delete' }, { name })}
                        </button>
                      )}
                    </div>
                  )
                }
              />
            ))}
          </ol>
        )}
        {history.status === 'loaded' && (
          <div ref={end} className="kr-history-end">
            {history.loadingMore ? (
              <p role="status">{intl.formatMessage({ id: 'history.panel.loadingMore' })}</p>
            ) : history.moreFailed ? (
              <StateMessage kind="failed" className="kr-state-start" statement={history.moreFailed} steps={<StepButton label={intl.formatMessage({ id: 'history.panel.more' })} keys={undefined} onClick={loadMore} />} />
            ) : history.next ? (
              <StepButton label={intl.formatMessage({ id: 'history.panel.more' })} keys="j" onClick={loadMore} />
            ) : (
              entries.length > 0 && <p className="kr-field-hint">{intl.formatMessage({ id: 'history.panel.end' })}</p>
            )}
          </div>
        )}
      </div>
    </SidePanel>
  );
}
