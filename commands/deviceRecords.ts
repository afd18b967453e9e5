// One device at a time and the whole fleet as a spreadsheet: create, edit, delete (one or the selection), export
// and import. Run from the palette, a key or a button, each command opens its screen (side panel or modal); the
// screen runs the same command again with what it collected and a `reply`, so that a failure is shown where the
// user is looking (beside the field, in the modal) instead of in a toast.
import type { Device, ImportAnswer } from '../src/contract/entities';
import { EXPORT_FILE_NAME } from '../src/contract/limits';
import type { DeviceInput } from '../src/app/api/deviceCalls';
import { ApiFailure } from '../src/app/api/errors';
import { devices } from '../src/app/services/lists';
import { saveBlob } from '../src/app/screens/devices/records/saveBlob';
import type { RowState } from '../src/app/table/controller';
import type { CommandContext } from './context';
import { defineCommand, type Availability } from './registry';

export const DEVICES_ROUTE = '/devices';
export const CREATE_ROUTE = '/devices/add';
export const DELETE_SELECTED_ROUTE = '/devices/deletes';
export const EXPORT_ROUTE = '/devices/export';
export const IMPORT_ROUTE = '/devices/import';
export const editRoute = (id: number) => `/devices/edit/${id}`;
export const deleteRoute = (id: number) => `/devices/delete/${id}`;

/** How a screen hears that the work it asked for failed. */
export interface Reply {
  failed(failure: ApiFailure): void;
}

/** The id in /devices/edit/7 or /devices/delete/7, or null elsewhere. */
export function routeIdOf(route: string, action: 'edit' | 'delete'): number | null {
  const match = new RegExp(`^/devices/${action}/(\\d+)/?$`).exec(route);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The import takes .xlsx files only; anything else is refused before it is sent. */
export const isSpreadsheetName = (name: string) => /\.xlsx$/i.test(name.trim());

const focusedOrOnRoute = (context: CommandContext, action: 'edit' | 'delete'): Availability =>
  context.focusedId !== null || routeIdOf(context.route, action) !== null ? true : { reason: 'deviceRecords.unavailable.noFocus' };

/** Runs the work; an API failure goes back to the screen that asked (and gives undefined), anything else to
 * runCommand's toast. */
async function answering<T>(reply: Reply, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    reply.failed(error);
    return undefined;
  }
}

const markRows = (context: CommandContext, ids: readonly number[], state: RowState | null) => context.app.table()?.setRowState(ids, state);

export interface CreateSubmission extends Reply {
  input: DeviceInput;
}

const create = defineCommand<{ submission?: CreateSubmission }>({
  id: 'devices.create',
  title: 'command.devices.create',
  group: 'devices',
  scope: 'devices',
  keys: ['c'],
  route: CREATE_ROUTE,
  keywords: ['add', 'new', 'adicionar', 'novo', 'añadir', 'nuevo', 'crear', 'criar'],
  run: async (context, { submission }) => {
    if (!submission) return context.app.navigate(CREATE_ROUTE);
    await answering(submission, async () => {
      const created = await context.app.api.devices.create(submission.input);
      devices.prepend(created);
      context.app.notify.success(context.app.t('deviceRecords.created'));
      context.app.navigate(DEVICES_ROUTE);
    });
  },
});

export interface EditSubmission extends Reply {
  /** the device as it was loaded: its id, and its updated_at sent as If-Match */
  device: Pick<Device, 'id' | 'updated_at'>;
  input: DeviceInput;
}

const edit = defineCommand<{ submission?: EditSubmission }>({
  id: 'devices.edit',
  title: 'command.devices.edit',
  group: 'devices',
  scope: 'devices',
  keywords: ['change', 'update', 'editar', 'alterar', 'modificar'],
  when: (context) => focusedOrOnRoute(context, 'edit'),
  run: async (context, { submission }) => {
    if (!submission) {
      const id = context.focusedId ?? routeIdOf(context.route, 'edit');
      if (id !== null) context.app.navigate(editRoute(id));
      return;
    }
    const { id, updated_at } = submission.device;
    markRows(context, [id], { kind: 'loading' });
    await answering(
      {
        failed(failure) {
          markRows(context, [id], { kind: 'error', message: failure.message });
          submission.failed(failure);
        },
      },
      async () => {
        const edited = await context.app.api.devices.update(id, submission.input, updated_at);
        devices.replace([edited]);
        markRows(context, [id], null);
        context.app.notify.success(context.app.t('deviceRecords.edited'));
        context.app.navigate(DEVICES_ROUTE);
      },
    );
  },
});

const deleteOne = defineCommand<{ confirmed?: Reply & { id: number } }>({
  id: 'devices.delete',
  title: 'command.devices.delete',
  group: 'devices',
  scope: 'devices',
  keywords: ['remove', 'apagar', 'eliminar', 'borrar'],
  when: (context) => focusedOrOnRoute(context, 'delete'),
  run: async (context, { confirmed }) => {
    if (!confirmed) {
      const id = context.focusedId ?? routeIdOf(context.route, 'delete');
      if (id !== null) context.app.navigate(deleteRoute(id));
      return;
    }
    const { id } = confirmed;
    markRows(context, [id], { kind: 'loading' });
    await answering(
      {
        failed(failure) {
          markRows(context, [id], { kind: 'error', message: failure.message });
          confirmed.failed(failure);
        },
      },
      async () => {
        await context.app.api.devices.remove(id);
        devices.remove([id]);
        markRows(context, [id], null);
        context.app.notify.success(context.app.t('deviceRecords.deleted'));
        context.app.navigate(DEVICES_ROUTE);
      },
    );
  },
});

const deleteSelected = defineCommand<{ confirmed?: Reply }>({
  id: 'devices.deleteSelected',
  title: 'command.devices.deleteSelected',
  titleForSelection: 'command.devices.deleteSelected.count',
  group: 'devices',
  scope: 'devices',
  // Backspace alone is too easy to press by mistake for a deletion
  keys: ['Delete', '$mod+Backspace'],
  route: DELETE_SELECTED_ROUTE,
  keywords: ['remove', 'bulk', 'apagar', 'eliminar', 'borrar'],
  when: (context) => (context.selectionCount > 0 ? true : { reason: 'command.unavailable.nothingSelected' }),
  run: async (context, { confirmed }) => {
    if (!confirmed) return context.app.navigate(DELETE_SELECTED_ROUTE);
    const ids = context.selectedIds();
    markRows(context, ids, { kind: 'loading' });
    await answering(
      {
        failed(failure) {
          markRows(context, ids, { kind: 'error', message: failure.message });
          confirmed.failed(failure);
        },
      },
      async () => {
        await context.app.api.devices.removeMany(ids);
        devices.remove(ids);
        markRows(context, ids, null);
        context.app.table()?.clearSelection();
        context.app.notify.success(context.app.t('deviceRecords.deletedMany'));
        context.app.navigate(DEVICES_ROUTE);
      },
    );
  },
});

const exportSheet = defineCommand<{ confirmed?: Reply }>({
  id: 'devices.export',
  title: 'command.devices.export',
  group: 'devices',
  scope: 'devices',
  keys: ['$mod+Shift+e'],
  route: EXPORT_ROUTE,
  keywords: ['xlsx', 'excel', 'spreadsheet', 'download', 'exportar', 'folha de cálculo', 'hoja de cálculo', 'descargar', 'transferir'],
  run: async (context, { confirmed }) => {
    if (!confirmed) return context.app.navigate(EXPORT_ROUTE);
    await answering(confirmed, async () => {
      saveBlob(await context.app.api.devices.exportSheet(), EXPORT_FILE_NAME);
      context.app.notify.success(context.app.t('deviceRecords.exported', { file: EXPORT_FILE_NAME }));
      context.app.navigate(DEVICES_ROUTE);
    });
  },
});

export interface ImportUpload extends Reply {
  file: File;
  succeeded(answer: ImportAnswer): void;
}

/** What the server says about a file that is not a spreadsheet, said before sending it. */
export const notSpreadsheet = (context: CommandContext) => {
  const message = context.app.t('deviceRecords.import.notXlsx');
  return new ApiFailure(400, { file: [message] }, message);
};

const importSheet = defineCommand<{ upload?: ImportUpload }>({
  id: 'devices.import',
  title: 'command.devices.import',
  group: 'devices',
  scope: 'devices',
  keys: ['$mod+Shift+i'],
  route: IMPORT_ROUTE,
  keywords: ['xlsx', 'excel', 'spreadsheet', 'upload', 'importar', 'folha de cálculo', 'hoja de cálculo', 'carregar', 'subir'],
  run: async (context, { upload }) => {
    if (!upload) return context.app.navigate(IMPORT_ROUTE);
    if (!isSpreadsheetName(upload.file.name)) return upload.failed(notSpreadsheet(context));
    const answer = await answering(upload, () => context.app.api.devices.importSheet(upload.file, upload.file.name));
    if (!answer) return;
    upload.succeeded(answer);
    await devices.load({ force: true });
  },
});

export const deviceRecordCommands = [create, edit, deleteOne, deleteSelected, exportSheet, importSheet];
