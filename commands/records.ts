// The commands every records section has, made from its description: create, edit, delete one and delete the
// selection. Run from the palette, a key or a button without arguments, each opens its screen (side panel or
// confirmation); the screen runs it with complete arguments (`perform`) and catches what it throws, to show a
// refusal where it was asked (beside the field, in the modal). The same command instance is in the registry.
import { failureMessage, Refusal } from '../src/app/api/errors';
import type { MessageId } from '../src/app/i18n/messageIds';
import { forEachRow, type RowFailure } from '../src/app/records/forEachRow';
import { listReturn } from '../src/app/records/listReturn';
import { isPagedStore } from '../src/app/state/pagedStore';
import type { AnySection, Section } from '../src/app/records/section';
import type { RowState } from '../src/app/table/controller';
import { createUndo, editUndo } from '../src/app/records/editUndo';
import type { CommandContext, Undo } from './context';
import { defineCommand, type Availability } from './registry';
import { withTargets } from './targets';

/** Some of the selection could not be deleted: why, for each one. The others stay deleted. */
export class PartialDelete extends Refusal {
  constructor(message: string, readonly failures: readonly RowFailure[]) {
    super(message);
    this.name = 'PartialDelete';
  }
}

export interface CreateArgs<Input> { input: Input }
export interface EditArgs<Input> {
  id: number;
  input: Input;
  /** the version the form was loaded from, sent as If-Match */
  version?: string;
  /** edited where it stands (a cell of the list): the list stays as it is, rather than going back to it */
  inPlace?: boolean;
}
export interface DeleteArgs { id: number }
export interface DeleteSelectedArgs {
  ids: readonly number[];
  /** told after each row when they are deleted one by one (a screen's progress bar) */
  progressed?(finished: number, total: number): void;
}

/** A deletion of the records kit (one row, or the selection): listed last, and red where it acts. */
export const isDeletion = (commandId: string) => commandId.endsWith('.delete') || commandId.endsWith('.deleteSelected');

const ADD_WORDS = ['add', 'new', 'adicionar', 'novo', 'nova', 'añadir', 'nuevo', 'nueva', 'crear', 'criar'];
const EDIT_WORDS = ['change', 'update', 'rename', 'editar', 'alterar', 'modificar'];
const DELETE_WORDS = ['remove', 'apagar', 'eliminar', 'borrar'];

function makeRecordCommands<Row extends { id: number }, Input>(section: Section<Row, Input>) {
  const { store, messages, paths } = section;
  const common = { group: section.id, scope: section.id };
  /** the section's own rule first (users: admins only), then the command's */
  const mayChange = (context: CommandContext, then?: (context: CommandContext) => Availability): Availability => {
    const allowed = section.mayChange?.() ?? true;
    return allowed === true && then ? then(context) : allowed;
  };
  const title = (action: string) => `command.${section.id}.${action}` as MessageId;
  // only this section's table: an undo or a late answer may come when another table is on screen
  const ownTable = (context: CommandContext) => {
    const table = context.app.table();
    return table?.id === section.id ? table : null;
  };
  const mark = (context: CommandContext, ids: readonly number[], state: RowState | null) => ownTable(context)?.setRowState(ids, state);
  /** marks the rows busy while `work` runs, and with its failure (rethrown) when it fails */
  async function marking<T>(context: CommandContext, ids: readonly number[], work: () => Promise<T>): Promise<T> {
    mark(context, ids, { kind: 'loading' });
    try {
      const result = await work();
      mark(context, ids, null);
      return result;
    } catch (error) {
      mark(context, ids, { kind: 'error', message: failureMessage(error, context.app.t) });
      throw error;
    }
  }
  /** the row a command acts on: the one its route names, else the one under the table's cursor */
  const targetOf = (context: CommandContext, action: 'edit' | 'delete') => paths.idIn(context.route, action) ?? context.focusedId;
  /**
   * what edit and delete one share: they act on one row, and open its screen; about one row, so that a key bound to
   * them with no row under the cursor says why (keys/bindings.ts) rather than nothing
   */
  const onOneRow = (action: 'edit' | 'delete') => ({
    aboutOneRow: true as const,
    routeFor: (context: CommandContext) => {
      const id = targetOf(context, action);
      return id === null ? null : paths[action](id);
    },
    when: (context: CommandContext): Availability => mayChange(context, () => (targetOf(context, action) !== null ? true : { reason: messages.noRow })),
  });
  /** the section's delete call; its delete commands exist only when it can delete */
  const removeWith = (context: CommandContext) => {
    const remove = section.calls(context.app.api).remove;
    if (!remove) throw new Error(`${section.id} cannot delete`);
    return remove;
  };
  const isOwn = (id: number) => section.ownRow?.is(id) === true;
  const done = (context: CommandContext, message: MessageId, undo?: Undo) => {
    if (undo) context.app.notify.success(context.app.t(message), undo);
    else context.app.notify.success(context.app.t(message));
    context.app.navigate(listReturn(paths.list));
  };

  /** the list with the cursor on a new row: a server's list on its first page, unsearched (newest first) */
  const landingOn = (id: number) => {
    const list = isPagedStore(store) ? paths.list : listReturn(paths.list);
    return `${list}${list.includes('?') ? '&' : '?'}focus=${id}`;
  };

  const create = defineCommand<CreateArgs<Input>, void>({
    ...common,
    id: `${section.id}.create`,
    title: title('create'),
    ...(section.createEverywhere === false ? {} : { everywhere: true as const }),
    keys: ['c'],
    route: paths.add,
    keywords: [...ADD_WORDS, ...section.keywords],
    when: (context) => mayChange(context),
    run: async (context, { input }) => {
      const created = await section.calls(context.app.api).create(input);
      store.prepend(created);
      section.saved?.(created);
      const open = section.canEdit === false ? section.palette.open(created) : paths.edit(created.id);
      context.app.notify.success(context.app.t(messages.created), createUndo(context, section, input, created), { name: section.nameOf(created), open });
      context.app.navigate(landingOn(created.id));
    },
  });

  const edit = defineCommand<EditArgs<Input>, void>({
    ...common,
    id: `${section.id}.edit`,
    title: title('edit'),
    keywords: [...EDIT_WORDS, ...section.keywords],
    ...onOneRow('edit'),
    run: async (context, { id, input, version, inPlace = false }) => {
      const update = section.calls(context.app.api).update;
      if (!update) throw new Error(`${section.id} cannot edit`);
      const before = store.find(id);
      const edited = await marking(context, [id], () => update(id, input, version));
      store.replace([edited]);
      section.saved?.(edited);
      const undo = before && editUndo(context, section, before, input, edited);
      if (!inPlace) return done(context, messages.edited, undo);
      if (undo) context.app.notify.success(context.app.t(messages.edited), undo);
      else context.app.notify.success(context.app.t(messages.edited));
    },
  });

  const deleteOne = defineCommand<DeleteArgs, void>({
    ...common,
    id: `${section.id}.delete`,
    title: title('delete'),
    keywords: [...DELETE_WORDS, ...section.keywords],
    ...onOneRow('delete'),
    run: async (context, { id }) => {
      await marking(context, [id], () => removeWith(context)(id));
      store.remove([id]);
      if (isOwn(id)) return section.ownRow?.deleted(context.app.navigate);
      done(context, messages.deleted);
    },
  });

  const deleteSelected = defineCommand<DeleteSelectedArgs, void>({
    ...common,
    id: `${section.id}.deleteSelected`,
    title: title('deleteSelected'),
    titleForSelection: title('deleteSelected.count'),
    titleForRow: title('deleteSelected.row'),
    buttonLabel: 'button.deleteSelected',
    // Backspace alone is too easy to press by mistake for a deletion
    keys: ['Delete', '$mod+Backspace'],
    route: paths.deletes,
    keywords: [...DELETE_WORDS, 'bulk', ...section.keywords],
    when: (context) => mayChange(context, withTargets),
    run: async (context, { ids, progressed }) => {
      const calls = section.calls(context.app.api);
      if (calls.removeMany) {
        const removeMany = calls.removeMany;
        await marking(context, ids, () => removeMany(ids));
        store.remove(ids);
        ownTable(context)?.clearSelection();
        return done(context, messages.deletedMany);
      }
      // The API deletes one at a time: those refused stay (marked on their row, still selected), the others stay
      // deleted, and the screen hears exactly which failed and why.
      const remove = removeWith(context);
      const nameOf = (id: number) => {
        const row = store.find(id);
        return row ? section.nameOf(row) : `#${id}`;
      };
      // one's own row goes last, alone, and only when every other one went: its deletion ends the session
      const own = ids.find(isOwn);
      const others = own === undefined ? ids : ids.filter((id) => id !== own);
      const outcome = await forEachRow(others, remove, {
        nameOf,
        describe: (error) => failureMessage(error, context.app.t),
        mark: (markIds, state) => mark(context, markIds, state),
        ...(progressed ? { progressed: (finished: number) => progressed(finished, ids.length) } : {}),
      });
      if (own !== undefined && outcome.failures.length === 0) {
        try {
          await marking(context, [own], () => remove(own));
          outcome.done.push(own);
        } catch (error) {
          outcome.failures.push({ id: own, name: nameOf(own), message: failureMessage(error, context.app.t) });
        }
        progressed?.(ids.length, ids.length);
      } else if (own !== undefined) {
        outcome.failures.push({ id: own, name: nameOf(own), message: context.app.t('records.ownKept') });
      }
      const { done: deleted, failures } = outcome;
      store.remove(deleted);
      if (own !== undefined && deleted.includes(own)) return section.ownRow?.deleted(context.app.navigate);
      ownTable(context)?.forgetRows(deleted);
      if (failures.length === 0) {
        ownTable(context)?.clearSelection();
        return done(context, deleted.length === 1 ? messages.deleted : messages.deletedMany);
      }
      if (deleted.length > 0) context.app.notify.success(context.app.t(deleted.length === 1 ? messages.deleted : messages.deletedMany));
      const only = failures.length === 1 && ids.length === 1 ? failures[0] : undefined;
      throw new PartialDelete(only ? only.message : context.app.t(messages.someNotDeleted, { failed: failures.length, total: ids.length, deleted: deleted.length }), failures);
    },
  });

  return { create, edit, delete: deleteOne, deleteSelected };
}

export type RecordCommands<Input> = ReturnType<typeof makeRecordCommands<{ id: number }, Input>>;

const made = new WeakMap<AnySection, ReturnType<typeof makeRecordCommands>>();

/** The section's record commands: the same instances every time, so a screen runs what the registry holds. */
export function recordCommands<Row extends { id: number }, Input>(section: Section<Row, Input>): RecordCommands<Input> {
  let commands = made.get(section);
  if (!commands) {
    commands = makeRecordCommands(section);
    made.set(section, commands);
  }
  return commands as RecordCommands<Input>;
}

/** The record commands as the registry lists them: without edit or the deletes where the section has none. */
export const recordCommandList = (section: AnySection) => {
  const { create, edit, delete: deleteOne, deleteSelected } = recordCommands(section);
  return [create, ...(section.canEdit === false ? [] : [edit]), ...(section.canDelete === false ? [] : [deleteOne, deleteSelected])];
};
