// One entry of a record's history: what was done, by whom and when (relative, exact on hover and for screen
// readers), each field "label: before → after", and its actions (the operation's page, undo) with their keys.
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import type { HistoryEntry } from '../../contract/history';
import { Kbd } from '../keys/Kbd';
import { paths } from '../paths';
import { changeLine, operationTitle, whenText } from './describeHistory';
import { RELATIVE_TIME_TICK_MS, useClock } from '../ui/useClock';

export interface HistoryEntryItemProps {
  entry: HistoryEntry;
  /** the keyboard's place in the list: the one entry Tab reaches */
  current: boolean;
  undoing: boolean;
  itemRef: Ref<HTMLLIElement>;
  onFocus(): void;
  onOpen(): void;
  onUndo(): void;
  /** what the last undo of this entry said (why not), with its next step */
  notice?: ReactNode;
}

export function HistoryEntryItem({ entry, current, undoing, itemRef, onFocus, onOpen, onUndo, notice }: HistoryEntryItemProps) {
  const intl = useIntl();
  const when = whenText(entry.at, intl, useClock(RELATIVE_TIME_TICK_MS));
  const titleId = `kr-history-${entry.id}`;
  const reachable = current ? 0 : -1;
  return (
    <li ref={itemRef} className="kr-history-entry" tabIndex={reachable} aria-labelledby={titleId} aria-current={current || undefined} onFocus={onFocus} data-entry={entry.id}>
      <p className="kr-history-head" id={titleId}>
        <span className="kr-history-title">{operationTitle(entry, intl)}</span>{' '}
        <span className="kr-history-who">{intl.formatMessage({ id: 'history.panel.by' }, { person: entry.user.name })}</span>{' · '}
        <time dateTime={entry.at} title={when.exact}>
          <span aria-hidden="true">{when.relative}</span>
          <span className="kr-visually-hidden">{when.exact}</span>
        </time>
      </p>
      {entry.record_count > 1 && <p className="kr-history-part">{intl.formatMessage({ id: 'history.panel.otherRecords' }, { count: entry.record_count })}</p>}
      <ul className="kr-history-changes" aria-label={intl.formatMessage({ id: 'history.panel.changes' })}>
        {entry.changes.map((change) => (
          <li key={`${change.record}|${change.field ?? ''}`}>{changeLine(change, intl)}</li>
        ))}
      </ul>
      <div className="kr-history-actions">
        <a
          className="kr-button kr-quiet"
          href={paths.historyOperation(entry.id)}
          tabIndex={reachable}
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
        >
          <span>{intl.formatMessage({ id: 'history.panel.openOperation' })}</span>
          <Kbd keys="Enter" />
        </a>
        <button type="button" className="kr-button kr-quiet" tabIndex={reachable} onClick={onUndo} aria-disabled={undoing || undefined}>
          {undoing && <span className="kr-spinner" aria-hidden="true" />}
          <span>{intl.formatMessage({ id: undoing ? 'history.panel.undoing' : 'history.panel.undo' })}</span>
          <Kbd keys="u" />
        </button>
      </div>
      {notice}
    </li>
  );
}
