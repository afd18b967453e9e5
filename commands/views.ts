// Saved views from anywhere: save the list on screen as a view ("Save this view…", its name asked on a palette page,
// or an existing view replaced), open one (`g v`), delete one (with undo), and copy a link that opens the same view
// for anyone. The views' list itself (rename, re-point, delete) is the records kit's (sections/views.ts).
import type { SavedView, SavedViewInput } from '../src/contract/schemas/savedViews';
import { versionOf } from '../src/app/api/versions';
import type { MessageId } from '../src/app/i18n/messageIds';
import { createUndo, editUndo } from '../src/app/records/editUndo';
import { SECTION_DESCRIPTIONS } from '../src/app/sections/all';
import { SECTIONS, sectionOfPath, type SectionId } from '../src/app/sections/declared';
import { placeOf, viewsSection } from '../src/app/sections/views';
import { savedViewCalls, savedViews } from '../src/app/views/savedViewsStore';
import { settingsOf } from '../src/app/views/sectionSettings';
import { listQueryOf, viewLink, type ViewState } from '../src/app/views/viewLinks';
import type { CommandContext, Undo } from './context';
import { defineCommand, type ArgumentOption, type Availability } from './registry';

/** The list on screen whose view can be saved: a section's list itself (not the views' own). */
function listOnScreen(context: CommandContext): SectionId | null {
  const id = sectionOfPath(context.route);
  return id && id !== 'views' && SECTIONS[id].list === context.route ? id : null;
}

const onList = (context: CommandContext): Availability => (listOnScreen(context) ? true : { reason: 'views.unavailable.notList' });

/** The view of the list on screen: its path, its URL's query, its table's sort and visible columns. */
export function currentView(context: CommandContext): ViewState {
  const id = listOnScreen(context);
  if (!id) throw new Error('No list on screen');
  const settings = settingsOf(SECTION_DESCRIPTIONS[id]);
  return { path: SECTIONS[id].list, query: listQueryOf(window.location.search), sort: settings.sort, columns: settings.visible };
}

const inputOf = (name: string, view: ViewState): SavedViewInput => ({ name, path: view.path, query: view.query, sort: view.sort, columns: [...(view.columns ?? [])] });

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** What "Save this view…" is given: a new name, or the view it replaces. */
export interface SaveChoice { name: string; replaces?: number }

async function viewOptions(context: CommandContext): Promise<ArgumentOption<SavedView>[]> {
  await savedViews.load({ staleAfterMs: 0 });
  return savedViews.state.rows.map((view) => ({ value: view, label: view.name, detail: placeOf(view, context.app.t), keywords: view.path }));
}

const headingOf = (context: CommandContext) => {
  const id = listOnScreen(context);
  return id ? context.app.t(`nav.${id}` as MessageId) : '';
};

const save = defineCommand<{ name: SaveChoice }, void>({
  id: 'views.save',
  title: 'command.views.save',
  group: 'views',
  scope: 'global',
  keywords: ['save view', 'guardar vista', 'bookmark', 'filter', 'filtro'],
  when: onList,
  args: {
    name: {
      title: 'views.save.title',
      prompt: (context) => context.app.t('views.save.prompt', { list: headingOf(context) }),
      async search(context, query) {
        await savedViews.load();
        const typed = query.trim();
        const existing = savedViews.state.rows.filter((view) => typed === '' || view.name.toLowerCase().includes(typed.toLowerCase()));
        const taken = existing.some((view) => sameName(view.name, typed));
        const fresh: ArgumentOption<SaveChoice>[] = typed && !taken ? [{ value: { name: typed }, label: context.app.t('views.save.as', { name: typed }) }] : [];
        const replacing = existing.map((view): ArgumentOption<SaveChoice> => ({
          value: { name: view.name, replaces: view.id },
          label: context.app.t('views.save.replace', { name: view.name }),
          detail: placeOf(view, context.app.t),
        }));
        return [...fresh, ...replacing];
      },
    },
  },
  async run(context, { name: choice }) {
    const input = inputOf(choice.name, currentView(context));
    const calls = savedViewCalls(context.app.api);
    if (choice.replaces === undefined) {
      const created = await calls.create(input);
      savedViews.prepend(created);
      context.app.notify.success(context.app.t('views.saved', { name: created.name }), createUndo(context, viewsSection, input, created));
      return;
    }
    const before = await calls.get(choice.replaces);
    const edited = await calls.update(choice.replaces, input, versionOf(before));
    savedViews.replace([edited]);
    context.app.notify.success(context.app.t('views.replaced', { name: edited.name }), editUndo(context, viewsSection, before, input, edited));
  },
});

const open = defineCommand<{ view: SavedView }, void>({
  id: 'views.open',
  title: 'command.views.open',
  group: 'views',
  scope: 'global',
  keys: ['g v'],
  keywords: ['view', 'vista', 'saved', 'guardada', 'filter', 'filtro'],
  args: { view: { title: 'views.open.title', options: viewOptions } },
  run: (context, { view }) => context.app.navigate(viewLink(view)),
});

/** Deleting a view can be undone: the view is made again (under a new id; nothing else refers to it). */
function removeUndo(context: CommandContext, view: SavedView): Undo {
  const calls = savedViewCalls(context.app.api);
  let again: SavedView | null = null;
  return {
    summary: context.app.t('views.removed', { name: view.name }),
    run: async () => {
      again = await calls.create({ name: view.name, path: view.path, query: view.query, sort: view.sort, columns: view.columns });
      savedViews.prepend(again);
    },
    redo: async () => {
      if (!again) return;
      await calls.remove(again.id);
      savedViews.remove([again.id]);
      again = null;
    },
  };
}

const remove = defineCommand<{ view: SavedView }, Undo>({
  id: 'views.remove',
  title: 'command.views.remove',
  group: 'views',
  scope: 'global',
  keywords: ['delete view', 'apagar vista', 'eliminar vista', 'remove'],
  args: { view: { title: 'views.open.title', options: viewOptions } },
  async run(context, { view }) {
    await savedViewCalls(context.app.api).remove(view.id);
    savedViews.remove([view.id]);
    const undo = removeUndo(context, view);
    context.app.notify.success(undo.summary, undo);
    return undo;
  },
});

const copyLink = defineCommand({
  id: 'views.copyLink',
  title: 'command.views.copyLink',
  group: 'views',
  scope: 'global',
  keywords: ['share', 'link', 'url', 'partilhar', 'ligação', 'compartir', 'enlace'],
  when: onList,
  async run(context) {
    const link = new URL(viewLink(currentView(context)), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // no clipboard (an insecure origin, a refused permission): the link is said, to be copied by hand
      context.app.notify.error(context.app.t('views.copyFailed', { link }));
      return;
    }
    context.app.notify.success(context.app.t('views.linkCopied', { link }));
  },
});

export const viewCommands = [save, open, remove, copyLink];
