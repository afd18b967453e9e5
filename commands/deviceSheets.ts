// The fleet as a spreadsheet: export (all devices, the selected ones or those a search matches, chosen in a
// confirmation at its route) and import (a file chosen at its route). Run without arguments each opens its screen; the screen runs it and shows what it throws.
import type { ImportAnswer } from '../src/contract/entities';
import { EXPORT_FILE_NAME } from '../src/contract/limits';
import { ApiFailure } from '../src/app/api/errors';
import { paths } from '../src/app/paths';
import { devices } from '../src/app/services/lists';
import type { TableController } from '../src/app/table/controller';
import { saveBlob } from '../src/app/ui/saveBlob';
import type { CommandContext } from './context';
import { defineCommand } from './registry';

/** The import takes .xlsx files only; anything else is refused before it is sent. */
export const isSpreadsheetName = (name: string) => /\.xlsx$/i.test(name.trim());

/** What the server says about a file that is not a spreadsheet, said before sending it. */
export const notSpreadsheet = (context: CommandContext) => {
  const message = context.app.t('deviceRecords.import.notXlsx');
  return new ApiFailure(400, { file: [message] }, message);
};

/** Where both spreadsheet commands are listed and offered. */
const SHEET_COMMAND = { group: 'devices', scope: 'devices' } as const;
/** The words that find either spreadsheet command, whichever way it goes. */
const SPREADSHEET_WORDS = ['xlsx', 'excel', 'spreadsheet', 'folha de cálculo', 'hoja de cálculo'];

export interface ExportArgs {
  /** the devices to export (the selection, or those a search matches); all of them without */
  ids?: readonly number[];
}

export type ExportChoice = 'selected' | 'matching' | 'all';

/**
 * What an export can take from the devices table on screen, the first being what it takes unless told: the selected
 * devices (unless every one is), those the search and filters show (unless all are), all of them.
 */
export function exportChoices(table: TableController | null): Array<{ choice: ExportChoice; ids?: readonly number[]; count: number }> {
  const devicesTable = table?.id === 'devices' ? table : null;
  const all = devices.state.rows.length;
  const selected = devicesTable?.selectedIds() ?? [];
  const matching = devicesTable?.searchedIds() ?? [];
  return [
    // every device selected is "all": one choice, not two
    ...(selected.length > 0 && selected.length !== all ? [{ choice: 'selected' as const, ids: selected, count: selected.length }] : []),
    ...(devicesTable && matching.length !== all ? [{ choice: 'matching' as const, ids: matching, count: matching.length }] : []),
    { choice: 'all' as const, count: all },
  ];
}

const EXPORT_TITLES = {
  selected: 'command.devices.export.selected',
  matching: 'command.devices.export.matching',
  all: 'command.devices.export.all',
} as const;

export const exportSheet = defineCommand<ExportArgs, void>({
  id: 'devices.export',
  title: 'command.devices.export',
  // says what it will export where it runs: "Export the 27 matching devices (.xlsx)…"
  titleWhere: (context) => {
    if (context.scope !== 'devices' || devices.state.status !== 'loaded') return null;
    const [first] = exportChoices(context.app.table());
    return first && first.count > 0 ? { id: EXPORT_TITLES[first.choice], values: { count: first.count } } : null;
  },
  buttonLabel: 'button.export',
  ...SHEET_COMMAND,
  keys: ['Shift+E'],
  route: paths.devices.export,
  keywords: [...SPREADSHEET_WORDS, 'download', 'exportar', 'descargar', 'transferir'],
  run: async (context, { ids }) => {
    saveBlob(await context.app.api.devices.exportSheet(ids), EXPORT_FILE_NAME);
    context.app.notify.success(
      ids ? context.app.t('deviceRecords.exportedSome', { file: EXPORT_FILE_NAME, count: ids.length }) : context.app.t('deviceRecords.exported', { file: EXPORT_FILE_NAME }),
    );
    context.app.navigate(paths.devices.list);
  },
});

export const importSheet = defineCommand<{ file: File }, ImportAnswer>({
  id: 'devices.import',
  title: 'command.devices.import',
  buttonLabel: 'button.import',
  ...SHEET_COMMAND,
  keys: ['Shift+I'],
  route: paths.devices.import,
  keywords: [...SPREADSHEET_WORDS, 'upload', 'importar', 'carregar', 'subir'],
  run: async (context, { file }) => {
    if (!isSpreadsheetName(file.name)) throw notSpreadsheet(context);
    const answer = await context.app.api.devices.importSheet(file, file.name);
    await devices.load({ force: true });
    return answer;
  },
});

export const deviceSheetCommands = [exportSheet, importSheet];
