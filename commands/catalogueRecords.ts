// Create, edit, delete one and delete the selection, for the catalogue's two lists (device categories and device
// models): the same four commands over a different store, API and messages. Run from the palette, a key or a
// button, each opens its screen (side panel or confirmation); the screen runs the same command again with what
// it collected and a `reply`, so a failure shows where the user is looking (beside the field, in the modal).
import type { Api } from '../src/app/api/api';
import { ApiFailure } from '../src/app/api/errors';
import type { MessageId } from '../src/app/i18n/messageIds';
import type { ListStore } from '../src/app/state/listStore';
import type { RowState } from '../src/app/table/controller';
import { deleteEach, type DeleteFailure } from './catalogueDeletes';
import type { CommandContext } from './context';
import { defineCommand, type Availability } from './registry';

/** How a screen hears that the work it asked for failed. */
export interface Reply<Failure = ApiFailure> {
  failed(failure: Failure): void;
}

/** Some of the selection could not be deleted: why, for each one. The others stay deleted. */
export interface PartialDelete {
  message: string;
  failures: readonly DeleteFailure[];
}

export interface CatalogueCalls<Row, Draft> {
  create(draft: Draft): Promise<Row>;
  update(id: number, draft: Draft): Promise<Row>;
  remove(id: number): Promise<void>;
}

export interface CatalogueFamily<Row extends { id: number; name: string }, Draft> {
  family: 'models' | 'categories';
  /** the list's route, e.g. /devices/categories */
  listRoute: string;
  store: ListStore<Row>;
  calls(api: Api): CatalogueCalls<Row, Draft>;
  titles: { create: MessageId; edit: MessageId; delete: MessageId; deleteSelected: MessageId; deleteSelectedCount: MessageId };
  done: { created: MessageId; edited: MessageId; deleted: MessageId; deletedMany: MessageId; someNotDeleted: MessageId };
  keywords: readonly string[];
  /** after a save: other lists that show this row's name follow it */
  saved?(row: Row): void;
}

export const cataloguePaths = (listRoute: string) => ({
  list: listRoute,
  add: `${listRoute}/add`,
  deletes: `${listRoute}/deletes`,
  edit: (id: number) => `${listRoute}/edit/${id}`,
  delete: (id: number) => `${listRoute}/delete/${id}`,
});

/** The id in …/edit/7 or …/delete/7, or null elsewhere. */
export function routeIdOf(route: string, listRoute: string, action: 'edit' | 'delete'): number | null {
  if (!route.startsWith(`${listRoute}/${action}/`)) return null;
  const rest = route.slice(listRoute.length + action.length + 2).replace(/\/$/, '');
  const id = /^\d+$/.test(rest) ? Number(rest) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const describe = (error: unknown, context: CommandContext) =>
  error instanceof ApiFailure ? error.message : context.app.t('app.failed', { message: error instanceof Error ? error.message : String(error) });

/** Runs the work; an API failure goes back to the screen that asked, anything else to runCommand's toast. */
async function answering(reply: Reply, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    reply.failed(error);
  }
}


export interface Submission<Draft> extends Reply {
  draft: Draft;
}

export interface EditSubmission<Draft> extends Submission<Draft> {
  id: number;
}

export function catalogueCommands<Row extends { id: number; name: string }, Draft>(family: CatalogueFamily<Row, Draft>) {
  const { store, titles, done } = family;
  const paths = cataloguePaths(family.listRoute);
  const common = { group: family.family, scope: family.family };
  // only this list's table: an undo or a late answer may come when another table is on screen
  const ownTable = (context: CommandContext) => {
    const table = context.app.table();
    return table?.id === family.family ? table : null;
  };
  const markRows = (context: CommandContext, ids: readonly number[], state: RowState | null) => ownTable(context)?.setRowState(ids, state);
  /** the row a command acts on: the one named by the route, else the one under the table's cursor */
  const targetOf = (context: CommandContext, action: 'edit' | 'delete') => routeIdOf(context.route, family.listRoute, action) ?? context.focusedId;
  const needsTarget = (action: 'edit' | 'delete') => (context: CommandContext): Availability =>
    targetOf(context, action) !== null ? true : { reason: 'catalogue.unavailable.noRow' };

  const create = defineCommand<{ submission?: Submission<Draft> }>({
    ...common,
    id: `${family.family}.create`,
    title: titles.create,
    keys: ['c'],
    route: paths.add,
    keywords: ['add', 'new', 'adicionar', 'novo', 'nova', 'añadir', 'nuevo', 'nueva', 'crear', 'criar', ...family.keywords],
    run: async (context, { submission }) => {
      if (!submission) return context.app.navigate(paths.add);
      await answering(submission, async () => {
        const created = await family.calls(context.app.api).create(submission.draft);
        store.prepend(created);
        context.app.notify.success(context.app.t(done.created));
        context.app.navigate(paths.list);
      });
    },
  });

  const edit = defineCommand<{ submission?: EditSubmission<Draft> }>({
    ...common,
    id: `${family.family}.edit`,
    title: titles.edit,
    keywords: ['change', 'update', 'rename', 'editar', 'alterar', 'modificar', ...family.keywords],
    when: needsTarget('edit'),
    run: async (context, { submission }) => {
      if (!submission) {
        const id = targetOf(context, 'edit');
        if (id !== null) context.app.navigate(paths.edit(id));
        return;
      }
      const { id } = submission;
      markRows(context, [id], { kind: 'loading' });
      const failed = (failure: ApiFailure) => {
        markRows(context, [id], { kind: 'error', message: failure.message });
        submission.failed(failure);
      };
      await answering({ failed }, async () => {
        const edited = await family.calls(context.app.api).update(id, submission.draft);
        store.replace([edited]);
        family.saved?.(edited);
        markRows(context, [id], null);
        context.app.notify.success(context.app.t(done.edited));
        context.app.navigate(paths.list);
      });
    },
  });

  const deleteOne = defineCommand<{ confirmed?: Reply & { id: number } }>({
    ...common,
    id: `${family.family}.delete`,
    title: titles.delete,
    keywords: ['remove', 'apagar', 'eliminar', 'borrar', ...family.keywords],
    when: needsTarget('delete'),
    run: async (context, { confirmed }) => {
      if (!confirmed) {
        const id = targetOf(context, 'delete');
        if (id !== null) context.app.navigate(paths.delete(id));
        return;
      }
      const { id } = confirmed;
      markRows(context, [id], { kind: 'loading' });
      const failed = (failure: ApiFailure) => {
        markRows(context, [id], { kind: 'error', message: failure.message });
        confirmed.failed(failure);
      };
      await answering({ failed }, async () => {
        await family.calls(context.app.api).remove(id);
        store.remove([id]);
        markRows(context, [id], null);
        context.app.notify.success(context.app.t(done.deleted));
        context.app.navigate(paths.list);
      });
    },
  });

  // The API deletes one at a time: each is sent, those refused stay (marked on their row, still selected), the
  // others stay deleted, and the screen hears exactly which failed and why.
  const deleteSelected = defineCommand<{ confirmed?: Reply<PartialDelete> }>({
    ...common,
    id: `${family.family}.deleteSelected`,
    title: titles.deleteSelected,
    titleForSelection: titles.deleteSelectedCount,
    // Backspace alone is too easy to press by mistake for a deletion
    keys: ['Delete', '$mod+Backspace'],
    route: paths.deletes,
    keywords: ['remove', 'bulk', 'apagar', 'eliminar', 'borrar', ...family.keywords],
    when: (context) => (context.selectionCount > 0 ? true : { reason: 'command.unavailable.nothingSelected' }),
    run: async (context, { confirmed }) => {
      if (!confirmed) return context.app.navigate(paths.deletes);
      const ids = context.selectedIds();
      const calls = family.calls(context.app.api);
      const { deleted, failures } = await deleteEach(ids, (id) => calls.remove(id), {
        nameOf: (id) => store.find(id)?.name ?? `#${id}`,
        describe: (error) => describe(error, context),
        mark: (markIds, state) => markRows(context, markIds, state),
      });
      store.remove(deleted);
      if (deleted.length > 0) context.app.notify.success(context.app.t(deleted.length === 1 ? done.deleted : done.deletedMany));
      if (failures.length === 0) {
        ownTable(context)?.clearSelection();
        context.app.navigate(paths.list);
        return;
      }
      const only = failures.length === 1 && ids.length === 1 ? failures[0] : undefined;
      const message = only ? only.message : context.app.t(done.someNotDeleted, { failed: failures.length, total: ids.length });
      confirmed.failed({ message, failures });
    },
  });

  return [create, edit, deleteOne, deleteSelected];
}
