// One operation of the history (/history/operations/:id): who made it and when, its title, and every change it made,
// a row per record and field with the value before and after (the app's one table: virtualized, searched, j/k, Enter
// opens the row's record). A bulk change of devices offers "Select these devices" on the devices list.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import type { HistoryEntry } from '../../../contract/history';
import { CommandButton } from '../../commandUi/CommandButton';
import { operationTitle, whenText } from '../../history/describeHistory';
import { RELATIVE_TIME_TICK_MS, useClock } from '../../ui/useClock';
import { activeTable } from '../../table/activeTable';
import { DataTable } from '../../table/DataTable';
import type { Column } from '../../table/types';
import { StateMessage, StepButton } from '../../ui/StateMessage';
import { usePageTitle } from '../../ui/usePageTitle';
import { selectTheseDevices } from './selectTheseDevices';
import { useOperation, type ChangeRow, type OperationState } from './useOperation';
import './operation.css';

const COLUMNS: readonly Column<ChangeRow>[] = [
  { id: 'order', title: 'historyPages.column.order', value: (row) => row.id, width: 72 },
  { id: 'record', title: 'historyPages.column.record', value: (row) => row.recordText, primary: true },
  { id: 'field', title: 'historyPages.column.field', value: (row) => row.fieldText },
  { id: 'before', title: 'historyPages.column.before', value: (row) => row.before },
  { id: 'after', title: 'historyPages.column.after', value: (row) => row.after },
];
const VISIBLE = ['record', 'field', 'before', 'after'] as const;
// the server's record order, a record's fields together
const ORDER = { column: 'order', direction: 'asc' } as const;

/**
 * The devices the operation changed that are still there, once every change is in, when it changed devices only and
 * at least two of them are left (a bulk deletion leaves none to select).
 */
function devicesOf(state: Extract<OperationState, { status: 'loaded' }>): number[] | null {
  if (state.more || state.rows.some((row) => row.kind !== 'device')) return null;
  const ids = [...new Set(state.rows.filter((row) => row.path !== undefined).map((row) => Number(row.record.slice('device:'.length))))];
  return ids.length >= 2 ? ids : null;
}

function Summary({ entry }: { entry: HistoryEntry }) {
  const intl = useIntl();
  const when = whenText(entry.at, intl, useClock(RELATIVE_TIME_TICK_MS));
  return (
    <p className="kr-lead kr-operation-summary">
      <span>{intl.formatMessage({ id: 'historyPages.operation.by' }, { who: entry.user.name })}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={entry.at}>{when.relative} ({when.exact})</time>
      <span aria-hidden="true"> · </span>
      <span>{intl.formatMessage({ id: 'historyPages.operation.records' }, { count: entry.record_count })}</span>
    </p>
  );
}

export function OperationScreen({ id }: { id: number | null }) {
  const intl = useIntl();
  usePageTitle('historyPages.operation.title');
  const [attempt, setAttempt] = useState(0);
  const state = useOperation(id, intl, attempt);
  const retry = () => setAttempt((count) => count + 1);
  const loaded = state.status === 'loaded' ? state : null;
  const devices = useMemo(() => (loaded ? devicesOf(loaded) : null), [loaded]);

  // the keyboard goes to the changes as soon as the first ones are in: j/k, Enter
  const focused = useRef(false);
  const firstRow = loaded?.rows[0]?.id;
  useEffect(() => {
    if (focused.current || firstRow === undefined) return;
    focused.current = activeTable()?.focusRow(firstRow) ?? false;
  });

  const title = loaded ? operationTitle(loaded.entry, intl) : intl.formatMessage({ id: 'historyPages.operation.title' });
  return (
    <section className="kr-page kr-operation" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title">{title}</h1>
      {state.status === 'loading' && <StateMessage kind="loading" statement={intl.formatMessage({ id: 'historyPages.operation.loading' })} />}
      {state.status === 'notFound' && (
        <StateMessage
          kind="empty"
          className="kr-state-start"
          statement={intl.formatMessage({ id: 'historyPages.operation.notFound' })}
          steps={<><CommandButton commandId="history.team" variant="primary" /><CommandButton commandId="navigation.home" /></>}
        />
      )}
      {state.status === 'failed' && (
        <StateMessage
          kind="failed"
          statement={intl.formatMessage({ id: 'historyPages.operation.failed' }, { message: state.message })}
          steps={<StepButton label={intl.formatMessage({ id: 'table.retry' })} keys={undefined} onClick={retry} primary />}
        />
      )}
      {loaded && (
        <>
          <Summary entry={loaded.entry} />
          {loaded.more && (
            <p className="kr-operation-rest" role="status">
              {intl.formatMessage({ id: 'historyPages.operation.loadingRest' }, { loaded: loaded.rows.length, total: loaded.entry.changes_total })}
            </p>
          )}
          <DataTable
            id="historyChanges"
            label="historyPages.operation.changes"
            rows={loaded.rows}
            columns={COLUMNS}
            defaultVisible={VISIBLE}
            defaultSort={ORDER}
            searchable={VISIBLE}
            status={loaded.error && loaded.rows.length === 0 ? 'error' : 'loaded'}
            error={loaded.error}
            onRefresh={retry}
            onOpenRow={(row) => row.path && navigate(row.path)}
            rowName={(row) => `${row.recordText} · ${row.fieldText}`}
            emptyMessage="historyPages.operation.noChanges"
            toolbar={
              devices && (
                <button type="button" className="kr-button" onClick={() => selectTheseDevices(devices, navigate)}>
                  {intl.formatMessage({ id: 'historyPages.operation.selectDevices' }, { count: devices.length })}
                </button>
              )
            }
          />
        </>
      )}
    </section>
  );
}
