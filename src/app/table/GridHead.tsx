// The grid's sticky header: the checkboxes' column, a sort button per column (its direction an SVG chevron), and the
// row actions' column. Memoized apart from the rows, so scrolling (which re-renders the grid) leaves it alone.
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { SortDownIcon, SortUpIcon } from '../ui/icons';
import type { Column, SortState } from './types';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortArrow({ direction }: { direction: SortState['direction'] | null }) {
  return <span className="kr-sort-arrow">{direction === 'asc' ? <SortUpIcon /> : direction === 'desc' ? <SortDownIcon /> : null}</span>;
}

export interface GridHeadProps<Row> {
  columns: readonly Column<Row>[];
  sort: SortState;
  /** false for a list whose order the server gives: its order is shown, not changed here */
  sortable: boolean;
  sortBy(columnId: string): void;
}

function GridHeadView<Row>({ columns, sort, sortable, sortBy }: GridHeadProps<Row>) {
  const intl = useIntl();
  return (
    <div role="rowgroup" className="kr-grid-head">
      <div role="row" className="kr-row kr-head-row" aria-rowindex={1}>
        <div role="columnheader" className="kr-cell kr-cell-check">
          <span className="kr-visually-hidden">{intl.formatMessage({ id: 'table.selectedColumn' })}</span>
        </div>
        {columns.map((column) => {
          const direction = sort.column === column.id ? sort.direction : null;
          const title = intl.formatMessage({ id: column.title });
          return (
            <div key={column.id} role="columnheader" className="kr-cell" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
              {sortable ? (
                <button type="button" className="kr-sort" onClick={() => sortBy(column.id)}>
                  {title}
                  <SortArrow direction={direction} />
                </button>
              ) : (
                <span className="kr-sort">
                  {title}
                  <SortArrow direction={direction} />
                </span>
              )}
            </div>
          );
        })}
        <div role="columnheader" className="kr-cell kr-cell-action">
          <span className="kr-visually-hidden">{intl.formatMessage({ id: 'table.actionsColumn' })}</span>
        </div>
      </div>
    </div>
  );
}

export const GridHead = memo(GridHeadView) as typeof GridHeadView;
