// What the table says instead of rows, in the voice of every empty, loading and failed state (ui/StateMessage): a
// short statement, then the next step with its key. Nothing yet: what creates or imports rows (the screen's own
// steps); nothing matching: "Show all rows" (table.showAll); loading: a calm line that waits a moment before it
// shows; failed: what happened and "Try again" (table.refresh). The keys are the table commands' own.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { tableCommands } from '../../../commands/table';
import type { MessageId } from '../i18n/messageIds';
import type { LoadStatus } from '../state/listStore';
import { StateMessage, StepButton } from '../ui/StateMessage';

export interface TableMessageProps {
  status: LoadStatus;
  error: string | null | undefined;
  totalRows: number;
  matchingRows: number;
  /** a search (or "only selected") narrows the rows: none matching is "no match", never "no rows yet" */
  searching: boolean;
  emptyMessage: MessageId;
  /** the next steps of an empty list (create, import), with their keys */
  emptySteps?: ReactNode;
  onRetry(): void;
  /** offered when rows exist but the search or "only selected" hides them all */
  onShowAll(): void;
}

const keysOf = (id: string) => tableCommands.find((command) => command.id === id)?.keys?.[0];

/** "Try again" with the key that does the same from the table (Shift+R). */
function RetryButton({ onRetry }: { onRetry(): void }) {
  const intl = useIntl();
  return <StepButton label={intl.formatMessage({ id: 'table.retry' })} keys={keysOf('table.refresh')} onClick={onRetry} />;
}

/** A failed load, shown above the grid: the rows already loaded (if any) stay usable. */
export function TableError({ error, onRetry }: { error: string | null | undefined; onRetry(): void }) {
  const intl = useIntl();
  return (
    <div className="kr-table-error" role="alert">
      <span>{intl.formatMessage({ id: 'table.loadFailed' }, { message: error ?? '' })}</span>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}

/** Shown below the header when no row is; null when there are rows to show. */
export function TableMessage({ status, error, totalRows, matchingRows, searching, emptyMessage, emptySteps, onRetry, onShowAll }: TableMessageProps) {
  const intl = useIntl();
  if (matchingRows > 0) return null;
  let message: ReactNode;
  if (totalRows === 0 && (status === 'idle' || status === 'loading')) {
    message = <StateMessage kind="loading" statement={intl.formatMessage({ id: 'table.loadingRows' })} />;
  } else if (totalRows === 0 && status === 'error') {
    message = <StateMessage kind="failed" statement={intl.formatMessage({ id: 'table.loadFailed' }, { message: error ?? '' })} steps={<RetryButton onRetry={onRetry} />} />;
  } else if (totalRows === 0 && !searching) {
    message = <StateMessage kind="empty" statement={intl.formatMessage({ id: emptyMessage })} steps={emptySteps} />;
  } else {
    const showAll = <StepButton label={intl.formatMessage({ id: 'table.showAll' })} keys={keysOf('table.showAll')} onClick={onShowAll} />;
    message = <StateMessage kind="empty" statement={intl.formatMessage({ id: 'table.noMatches' })} steps={showAll} />;
  }
  return <div className="kr-table-message">{message}</div>;
}
