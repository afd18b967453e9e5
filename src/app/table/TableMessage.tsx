// What the table says instead of rows: loading, a failed load (with retry), nothing yet, nothing matching.
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import type { LoadStatus } from '../state/listStore';

export interface TableMessageProps {
  status: LoadStatus;
  error: string | null | undefined;
  totalRows: number;
  matchingRows: number;
  /** a search (or "only selected") narrows the rows: none matching is "no match", never "no rows yet" */
  searching: boolean;
  emptyMessage: MessageId;
  onRetry(): void;
  /** offered when rows exist but the search or "only selected" hides them all */
  onShowAll(): void;
}

/** A failed load, shown above the grid: the rows already loaded (if any) stay usable. */
export function TableError({ error, onRetry }: { error: string | null | undefined; onRetry(): void }) {
  const intl = useIntl();
  return (
    <div className="kr-table-error" role="alert">
      <span>{intl.formatMessage({ id: 'table.loadFailed' }, { message: error ?? '' })}</span>
      <button type="button" className="kr-button" onClick={onRetry}>
        {intl.formatMessage({ id: 'table.retry' })}
      </button>
    </div>
  );
}

/** Shown below the header when no row is; null when there are rows to show. */
export function TableMessage({ status, error, totalRows, matchingRows, searching, emptyMessage, onRetry, onShowAll }: TableMessageProps) {
  const intl = useIntl();
  if (matchingRows > 0) return null;
  if (totalRows === 0 && (status === 'idle' || status === 'loading')) {
    return (
      <p className="kr-table-message" role="status">
        <span className="kr-spinner" aria-hidden="true" />
        {intl.formatMessage({ id: 'table.loading' })}
      </p>
    );
  }
  if (totalRows === 0 && status === 'error') return <TableError error={error} onRetry={onRetry} />;
  if (totalRows === 0 && !searching) return <p className="kr-table-message">{intl.formatMessage({ id: emptyMessage })}</p>;
  return (
    <p className="kr-table-message" role="status">
      {intl.formatMessage({ id: 'table.noMatches' })}{' '}
      <button type="button" className="kr-link-button" onClick={onShowAll}>
        {intl.formatMessage({ id: 'table.showAll' })}
      </button>
    </p>
  );
}
