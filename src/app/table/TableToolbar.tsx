// Above the grid: first the page's heading with the counts, the selection (select all, only selected, clear) and the
// pages; then search and its fields, columns, refresh and the screen's own actions. Only the first line (the
// selection bar) re-renders on selection.
import { useMemo, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import type { LoadStatus } from '../state/listStore';
import { hiddenParts } from '../../../commands/targets';
import { joinSearch, splitSearch } from '../filters/searchParts';
import { ChecklistMenu } from './ChecklistMenu';
import { FilterChips, SearchField } from './SearchField';
import type { TableController } from './controller';
import { hiddenTargets, NOTHING_HIDDEN } from './hiddenTargets';
import { useSelectionRule, type RowStore } from './rowStore';
import { selectedCount } from './selection';
import { NextIcon, PreviousIcon } from '../ui/icons';
import { tableKeyText } from './tableKeys';
import { PAGE_SIZES, type Column, type PageSize } from './types';
import type { GridHandle } from './liveTable';
import type { TableView } from './useTableView';

export interface TableToolbarProps<Row extends { id: number }> {
  domId: string;
  columns: readonly Column<Row>[];
  view: TableView<Row>;
  status: LoadStatus;
  onRefresh(): void;
  searchInput: RefObject<HTMLInputElement | null>;
  grid: RefObject<GridHandle | null>;
  /** Enter in the search: the cursor to the first match, the keyboard to the grid */
  onSearchDone(): void;
  /** scanning codes into the search (ScanSelect.tsx): a paste or an Enter it took, true when it did */
  scan?: { onPaste(text: string): boolean; onEnter(query: string): boolean; onEscape(): boolean };
  actions?: ReactNode;
}

export function TableToolbar<Row extends { id: number }>({ domId, columns, view, status, onRefresh, searchInput, grid, onSearchDone, scan, actions }: TableToolbarProps<Row>) {
  const intl = useIntl();
  const titleOf = (column: Column<Row>) => intl.formatMessage({ id: column.title });
  const searchId = `${domId}-search`;
  const searchFieldNames = columns.filter((column) => view.settings.searchFields.includes(column.id)).map(titleOf);
  const parts = useMemo(() => splitSearch(view.query, view.filters), [view.query, view.filters]);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!scan?.onEnter(view.query)) onSearchDone();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      grid.current?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // the text typed goes first; the filters' chips stay (Backspace or their × remove them)
      if (parts.rest.trim()) view.setQuery(joinSearch(parts.chips.map((chip) => chip.token.text), ''));
      else if (!scan?.onEscape()) grid.current?.focus();
    }
  };

  return (
    <>
      <div className="kr-table-toolbar">
        <div className="kr-table-search">
          <label htmlFor={searchId}>{intl.formatMessage({ id: 'table.search' })}</label>
          <SearchField
            id={searchId}
            describedBy={`${domId}-search-fields`}
            input={searchInput}
            parts={parts}
            setQuery={view.setQuery}
            vocabulary={view.filters}
            onKey={onSearchKey}
            onPaste={(text) => scan?.onPaste(text) ?? false}
          />
          <span id={`${domId}-search-fields`} className="kr-visually-hidden">
            {intl.formatMessage({ id: 'table.searchingIn' }, { fields: intl.formatList(searchFieldNames) })}
          </span>
        </div>
        {/* a server's list is searched in the fields the server chooses */}
        {!view.server && (
          <ChecklistMenu
            label={intl.formatMessage({ id: 'table.searchIn' })}
            items={columns.map((column) => ({ id: column.id, label: titleOf(column), checked: view.settings.searchFields.includes(column.id) }))}
            onToggle={view.toggleSearchField}
          />
        )}
        <ChecklistMenu
          label={intl.formatMessage({ id: 'table.columns' })}
          items={columns.map((column) => ({ id: column.id, label: titleOf(column), checked: view.settings.visible.includes(column.id) }))}
          onToggle={view.toggleColumn}
        />
        <button type="button" className="kr-button" onClick={onRefresh} disabled={status === 'loading'}>
          {intl.formatMessage({ id: status === 'loading' ? 'table.refreshing' : 'table.refresh' })}
        </button>
        {actions && <div className="kr-table-actions">{actions}</div>}
      </div>
      <FilterChips parts={parts} setQuery={view.setQuery} vocabulary={view.filters} input={searchInput} />
    </>
  );
}

export interface SelectionBarProps<Row extends { id: number }> {
  domId: string;
  view: TableView<Row>;
  store: RowStore;
  controller: TableController;
  /** the rows are still coming: their count is not known yet (never "0 rows") */
  loading: boolean;
  /** the page's heading, first on the line */
  heading?: ReactNode;
}

export function SelectionBar<Row extends { id: number }>({ domId, view, store, controller, loading, heading }: SelectionBarProps<Row>) {
  const intl = useIntl();
  const rule = useSelectionRule(store);
  const server = view.server;
  const matchingCount = server ? server.count : view.searched.count;
  const count = selectedCount(rule, matchingCount);
  const allSelected = (rule.mode === 'allMatching' && rule.except.size === 0) || (server !== null && count > 0 && count >= server.count);
  // a search, a filter or a server's paging never hides selected rows silently: the bulk commands touch them too,
  // and the bar says how many are not shown and why
  const hiddenBy = rule.mode === 'ids' ? hiddenTargets(rule.ids, { searched: view.searched, query: view.query, server: server !== null }) : NOTHING_HIDDEN;
  const hidden = hiddenParts(hiddenBy, (id, values) => intl.formatMessage({ id }, values)).join(', ');
  const pageSizeId = `${domId}-page-size`;
  const pageButton = (action: 'previousPage' | 'nextPage') => {
    const name = intl.formatMessage({ id: `table.${action}` });
    const keys = tableKeyText(action);
    return { 'aria-label': name, title: keys ? intl.formatMessage({ id: 'table.actionWithKeys' }, { action: name, keys }) : name };
  };

  return (
    <div className="kr-table-selection">
      {heading}
      <p className="kr-table-counts" role="status">
        <span>
          {loading && (server ? server.count : view.matching.count) === 0
            ? intl.formatMessage({ id: 'table.loading' })
            : intl.formatMessage({ id: 'table.rowCount' }, { count: server ? server.count : view.matching.count })}
        </span>
        {count > 0 && (
          <span className="kr-table-selected">
            {allSelected ? intl.formatMessage({ id: 'table.allSelected' }, { count }) : intl.formatMessage({ id: 'table.selectedCount' }, { count })}
          </span>
        )}
        {hidden && <span className="kr-table-selected kr-table-hidden">{intl.formatMessage({ id: 'table.selectedNotShown' }, { hidden })}</span>}
      </p>
      {!allSelected && matchingCount > 0 && (
        <button type="button" className="kr-button kr-quiet" onClick={controller.selectAllMatching}>
          {intl.formatMessage({ id: 'table.selectAllMatching' }, { count: matchingCount })}
        </button>
      )}
      <button type="button" className="kr-button kr-quiet" aria-pressed={view.onlySelected} onClick={controller.toggleOnlySelected}>
        {intl.formatMessage({ id: 'table.onlySelected' })}
      </button>
      <button type="button" className="kr-button kr-quiet" onClick={controller.clearSelection} disabled={count === 0}>
        {intl.formatMessage({ id: 'table.clearSelection' })}
      </button>
      <div className="kr-table-pages">
        <label htmlFor={pageSizeId}>{intl.formatMessage({ id: 'table.pageSize' })}</label>
        {server ? (
          <select id={pageSizeId} value={String(server.pageSize)} onChange={(event) => server.setPageSize(Number(event.target.value))}>
            {server.pageSizes.map((size) => <option key={size} value={String(size)}>{intl.formatNumber(size)}</option>)}
          </select>
        ) : (
          <select
            id={pageSizeId}
            value={String(view.settings.pageSize)}
            onChange={(event) => view.setPageSize(PAGE_SIZES.find((size) => String(size) === event.target.value) ?? ('all' as PageSize))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={String(size)}>
                {size === 'all' ? intl.formatMessage({ id: 'table.pageSizeAll' }) : intl.formatNumber(size)}
              </option>
            ))}
          </select>
        )}
        <button type="button" className="kr-button kr-quiet kr-page-turn" {...pageButton('previousPage')} onClick={controller.previousPage} disabled={view.page === 0}>
          <PreviousIcon />
        </button>
        <span className="kr-table-page">{intl.formatMessage({ id: 'table.pageOf' }, { page: view.page + 1, pages: view.pageCount })}</span>
        <button type="button" className="kr-button kr-quiet kr-page-turn" {...pageButton('nextPage')} onClick={controller.nextPage} disabled={view.page >= view.pageCount - 1}>
          <NextIcon />
        </button>
      </div>
    </div>
  );
}
