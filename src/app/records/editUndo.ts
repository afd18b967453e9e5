// The undo and redo of a record's edit: the values the row had before are saved again (and, for redo, the values
// typed), with the version the last save answered as If-Match, so a row changed since by someone else is never
// overwritten: a 412 (or the row gone, 404) makes the change irreversible, and the history says so. A creation's
// undo deletes the row it made (sections that can delete), and its redo creates it again from what was typed.
import { Irreversible, type CommandContext, type Undo } from '../../../commands/context';
import { ApiFailure } from '../api/errors';
import type { Section } from './section';

const GONE = 404;
const CHANGED_SINCE = 412;

export function editUndo<Row extends { id: number }, Input>(
  context: CommandContext,
  section: Section<Row, Input>,
  before: Row,
  typed: Input,
  edited: Row,
): Undo | undefined {
  const update = section.calls(context.app.api).update;
  if (!update) return undefined;
  const previous = section.form.inputOf(section.form.draftOf(before));
  let latest = edited;
  const save = async (input: Input) => {
    const current = section.store.find(latest.id);
    if (!current) throw new Irreversible(context.app.t('history.rowsGone', { count: 1 }));
    const version = section.versionOf?.(latest);
    try {
      latest = await update(latest.id, input, version);
    } catch (error) {
      if (error instanceof ApiFailure && error.status === GONE) throw new Irreversible(context.app.t('history.rowsGone', { count: 1 }));
      if (error instanceof ApiFailure && error.status === CHANGED_SINCE) throw new Irreversible(context.app.t('history.changedSince'));
      throw error;
    }
    section.store.replace([latest]);
    section.saved?.(latest);
  };
  return {
    summary: context.app.t('history.edited', { name: section.nameOf(edited) }),
    run: () => save(previous),
    redo: () => save(typed),
  };
}

export function createUndo<Row extends { id: number }, Input>(context: CommandContext, section: Section<Row, Input>, typed: Input, created: Row): Undo | undefined {
  const calls = section.calls(context.app.api);
  const remove = calls.remove;
  if (section.canDelete === false || !remove) return undefined;
  let latest: Row | null = created;
  return {
    summary: context.app.t('history.created', { name: section.nameOf(created) }),
    run: async () => {
      const row = latest;
      if (!row || !section.store.find(row.id)) throw new Irreversible(context.app.t('history.rowsGone', { count: 1 }));
      try {
        await remove(row.id);
      } catch (error) {
        if (error instanceof ApiFailure && error.status === GONE) throw new Irreversible(context.app.t('history.rowsGone', { count: 1 }));
        throw error;
      }
      section.store.remove([row.id]);
      latest = null;
    },
    redo: async () => {
      latest = await calls.create(typed);
      section.store.prepend(latest);
      section.saved?.(latest);
    },
  };
}
