// Commands on the table on screen: cursor, selection, search, pages. Each one only calls the table's controller.
import type { TableController } from '../src/app/table/controller';
import type { CommandContext } from './context';
import { defineCommand, type Availability } from './registry';

const withTable = (context: CommandContext): Availability => (context.app.table() ? true : { reason: 'command.unavailable.noTable' });

type TableAction =
  | 'cursorDown' | 'cursorUp' | 'extendDown' | 'extendUp' | 'toggleRow' | 'toggleRange' | 'openRow' | 'selectAll'
  | 'clearSelection' | 'search' | 'onlySelected' | 'refresh' | 'firstRow' | 'lastRow' | 'nextPage' | 'previousPage'
  | 'cursorPageDown' | 'cursorPageUp' | 'cellLeft' | 'cellRight' | 'editCell' | 'showAll';

function tableCommand(
  action: TableAction,
  keys: readonly string[],
  act: (table: TableController) => void,
  options: { keywords?: readonly string[]; when?: (context: CommandContext) => Availability; run?: (table: TableController, context: CommandContext) => void } = {},
) {
  return defineCommand({
    id: `table.${action}`,
    title: `command.table.${action}` as const,
    group: 'selection',
    scope: 'global',
    ...(keys.length > 0 ? { keys } : {}),
    ...(options.keywords ? { keywords: options.keywords } : {}),
    when: options.when ?? withTable,
    run: (context) => {
      const table = context.app.table();
      if (table) (options.run ?? act)(table, context);
    },
  });
}

/** A filter's text (`status:missing`), chosen among the values of the row under the cursor. */
const filterArgument = {
  filter: {
    title: 'command.table.filterByRow.title',
    options: (context: CommandContext) => (context.app.table()?.filterChoices() ?? []).map((choice) => ({ value: choice.filter, label: `${choice.field}: ${choice.value}` })),
  },
} as const;

const addFilter = (context: CommandContext, { filter }: { filter: string }) => context.app.table()?.addFilter(filter);

/**
 * `f`: on a cell whose column filters (status, model, event…), filters the list to that cell's value; elsewhere on
 * the row, the palette's page of the row's values (`table.showFiltered`) asks which.
 */
export const filterBy = defineCommand({
  id: 'table.filterBy',
  title: 'command.table.filterByRow',
  group: 'selection',
  scope: 'global',
  keys: ['f'],
  keywords: ['filter', 'filtrar', 'where'],
  when: (context) => {
    const table = context.app.table();
    if (!table) return { reason: 'command.unavailable.noTable' };
    if (table.filterChoices().length > 0) return true;
    return { reason: table.focusedId() === null ? 'records.noRow' : 'command.unavailable.noFilters' };
  },
  run: (context) => {
    const table = context.app.table();
    const cell = table?.cellFilter() ?? null;
    if (cell) table?.addFilter(cell);
    else context.app.openPalette('table.showFiltered');
  },
});

/**
 * What the palette's offer for a text of filters runs ("status:missing" on /devices → Show devices: Status: Missing,
 * palette/filterOffers.ts): as `f`, without needing a row under the cursor. Found by its title, it offers the cursor
 * row's values as `f` does.
 */
export const showFiltered = defineCommand<{ filter: string }>({
  id: 'table.showFiltered',
  title: 'command.table.showFiltered',
  group: 'selection',
  scope: 'global',
  keywords: ['filter', 'filtrar'],
  palette: { listWhenEmpty: false, remember: false },
  when: withTable,
  args: filterArgument,
  run: addFilter,
});

export const tableCommands = [
  tableCommand('cursorDown', ['j', 'ArrowDown'], (table) => table.moveCursor(1)),
  tableCommand('cursorUp', ['k', 'ArrowUp'], (table) => table.moveCursor(-1)),
  tableCommand('extendDown', ['Shift+j', 'Shift+ArrowDown'], (table) => table.moveCursor(1, { extend: true })),
  tableCommand('extendUp', ['Shift+k', 'Shift+ArrowUp'], (table) => table.moveCursor(-1, { extend: true })),
  // a page of rows at a time, the cursor with it (Space and Shift+Space as a browser pages, but the cursor follows)
  tableCommand('cursorPageDown', ['PageDown', 'Space'], (table) => table.moveCursorByPage(1)),
  tableCommand('cursorPageUp', ['PageUp', 'Shift+Space'], (table) => table.moveCursorByPage(-1)),
  // the cursor cell, along the cursor row
  tableCommand('cellLeft', ['ArrowLeft'], (table) => table.moveCell(-1)),
  tableCommand('cellRight', ['ArrowRight'], (table) => table.moveCell(1)),
  // the cursor cell edited in place; on a column edited only in the form, `e` says so (Enter opens the form)
  tableCommand('editCell', ['e'], (table) => table.editCell(), {
    keywords: ['edit', 'inline', 'cell', 'editar', 'célula', 'celda'],
    when: (context) => {
      const available = withTable(context);
      return available === true && context.app.table()?.cellEditing() === 'none' ? { reason: 'command.unavailable.noEditableCell' } : available;
    },
    run: (table, context) => {
      if (table.cellEditing() === 'readOnly') context.app.notify.error(context.app.t('inlineEdit.notEditable'));
      else table.editCell();
    },
  }),
  tableCommand('toggleRow', ['x'], (table) => table.toggleFocused()),
  tableCommand('toggleRange', ['Shift+x'], (table) => table.toggleFocused({ range: true })),
  tableCommand('openRow', ['Enter'], (table) => table.openFocused(), { keywords: ['edit', 'editar'] }),
  tableCommand('selectAll', ['$mod+a'], (table) => table.selectAllMatching(), { keywords: ['all', 'todos', 'todas'] }),
  // Escape clears a selection; with nothing selected it stays free for whatever else Escape closes
  tableCommand('clearSelection', ['Escape'], (table) => table.clearSelection(), {
    keywords: ['unselect', 'deselect', 'limpar', 'borrar'],
    when: (context) => {
      const available = withTable(context);
      return available === true && context.selectionCount === 0 ? { reason: 'command.unavailable.nothingSelected' } : available;
    },
  }),
  tableCommand('search', ['/'], (table) => table.focusSearch(), { keywords: ['find', 'filter', 'pesquisar', 'buscar'] }),
  tableCommand('onlySelected', [], (table) => table.toggleOnlySelected(), { keywords: ['filter', 'selected', 'selecionadas', 'seleccionadas'] }),
  // named with its key where a list failed to load ("Try again")
  tableCommand('refresh', ['Shift+R'], (table) => table.refresh(), { keywords: ['reload', 'retry', 'atualizar', 'actualizar', 'tentar', 'reintentar'] }),
  // named with its key where nothing matches the search ("Show all rows")
  tableCommand('showAll', ['Shift+F'], (table) => table.showAll(), { keywords: ['clear', 'search', 'filters', 'limpar', 'pesquisa', 'filtros', 'borrar', 'búsqueda'] }),
  tableCommand('firstRow', ['Home'], (table) => table.moveCursorTo('first')),
  tableCommand('lastRow', ['End'], (table) => table.moveCursorTo('last')),
  tableCommand('nextPage', [']'], (table) => table.nextPage(), { keywords: ['page', 'página', 'next', 'seguinte', 'siguiente'] }),
  tableCommand('previousPage', ['['], (table) => table.previousPage(), { keywords: ['page', 'página', 'previous', 'anterior'] }),
  filterBy,
  showFiltered,
];
