// The palette's first page without React: the real registry's commands in a context (boosted when recent), the
// client-held lists as the app loads them (services/lists, from the test file's real server), the quick-change values
// of the targets' commands, ranked by the palette's own code (paletteResults.ts) for any query. What the palette
// shows once the deferred ranking and the values have settled; spaces and users (asked of the server) are left out.
import type { CommandContext } from '../../commands/context';
import type { Registry } from '../../commands/registry';
import type { Language } from '../../src/app/i18n/languages';
import { buildCommandEntries } from '../../src/app/palette/commandEntries';
import { entityEntryFor, type EntityEntry } from '../../src/app/palette/entityEntries';
import { createNarrowingSearch } from '../../src/app/palette/narrowingSearch';
import { computeResults } from '../../src/app/palette/paletteResults';
import type { ResultEntry } from '../../src/app/palette/results';
import type { LocalKind, RootSources } from '../../src/app/palette/rootGroups';
import { loadRootValues, type ValueEntry } from '../../src/app/palette/rootValues';
import { buildSearchIndex } from '../../src/app/palette/searchIndex';
import { idleSearch } from '../../src/app/palette/serverSearch';
import type { ListIndexState } from '../../src/app/palette/useListIndex';
import { LISTED_SECTIONS, SECTIONS } from '../../src/app/sections/declared';
import { SECTION_DESCRIPTIONS } from '../../src/app/sections/all';
import type { ListStore } from '../../src/app/state/listStore';

export interface FirstPage {
  /** the results for `query`, in the order the list shows them */
  results(query: string): ResultEntry[];
}

/** Loads the client-held lists (once per call) and returns the first page for this context. */
export async function firstPageFor(registry: Registry, context: CommandContext, language: Language, recentIds: ReadonlySet<string> = new Set()): Promise<FirstPage> {
  const t = context.app.t;
  const indexes = {} as Record<LocalKind, ListIndexState<EntityEntry>>;
  for (const section of LISTED_SECTIONS) {
    // each section's store holds its own kind's rows
    const store = SECTION_DESCRIPTIONS[section].store as unknown as ListStore<{ id: number }>;
    await store.load();
    const kind = SECTIONS[section].palette.kind;
    const entryOf = entityEntryFor(kind, language) as (row: { id: number }) => EntityEntry;
    indexes[kind] = { index: buildSearchIndex(store.state.rows.map(entryOf)), status: 'loaded', error: null, indexing: false };
  }
  const commands = buildCommandEntries(registry, context, t, recentIds);
  let values: readonly ValueEntry[] = [];
  await loadRootValues(commands, context, t, (loaded) => {
    values = loaded;
  });
  const sources: RootSources = {
    commands,
    commandIndex: buildSearchIndex(commands),
    lists: indexes,
    spaces: idleSearch(),
    users: idleSearch(),
    values,
    recent: [],
    selectionCount: context.selectionCount,
  };
  const search = createNarrowingSearch<ResultEntry>();
  return {
    results: (query) => computeResults(query, { page: undefined, options: { status: 'loading' }, sources, search, t }).items.map((item) => item.entry),
  };
}
