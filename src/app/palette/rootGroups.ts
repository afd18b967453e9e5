// The groups of the palette's first page: on an empty query the selection's commands, recent items and this
// screen's commands; otherwise one ranking over commands and the client-held lists, plus the values of the
// targets' commands (rootValues.ts) and the server's answers for spaces and users, each kind in its own group.
// Commands are offered only when every token starts a word of their title or keywords (wordStarts.ts), and values
// never above an entity the text names: what changes data is never a side effect of searching for a thing.
import type { Space, User } from '../../contract/entities';
import type { CommandEntry } from './commandEntries';
import { spaceEntry, userEntry, type EntityEntry } from './entityEntries';
import type { Translate } from './messages';
import type { SearchResult } from './narrowingSearch';
import { scoreEntry, splitScope, tokensOf, type EntryKind } from './ranking';
import { groupByKind, type GroupId, type ResultEntry, type ResultGroup } from './results';
import type { SearchIndex } from './searchIndex';
import type { ServerSearchState } from './serverSearch';
import type { ListIndexState } from './useListIndex';
import { rankValues, type ValueEntry } from './rootValues';
import { holdsAtWordStarts } from './wordStarts';
import { LISTED_ENTITY_KINDS, SECTION_IDS, SECTIONS, type ListedEntityKind, type SectionEntityKind, type SectionMessageId } from '../sections/declared';

/** How many ranked results the list holds: the keyboard reaches every one; the live region tells the total. */
export const RESULT_LIMIT = 500;
/** Above this many entries to go through, a query is ranked in slices that yield to the browser. */
export const SLICED_SEARCH_WORK = 20_000;
/** Fewer characters than this do not ask the server, unless the query is scoped to users with `@`. */
export const SERVER_MIN_CHARS = 2;

/** The kinds the palette searches in the lists the app holds (sections/declared.ts). */
export type LocalKind = ListedEntityKind;
const LOCAL_KINDS = LISTED_ENTITY_KINDS;

export interface RootSources {
  commands: readonly CommandEntry[];
  commandIndex: SearchIndex<CommandEntry>;
  lists: Record<LocalKind, ListIndexState<EntityEntry>>;
  spaces: ServerSearchState<Space>;
  users: ServerSearchState<User>;
  /** the values of the targets' commands offered for this opening (rootValues.ts), not ranked yet */
  values: readonly ValueEntry[];
  /** the filters the text names, on a list that filters by them (filterOffers.ts): shown first */
  filters?: readonly ValueEntry[];
  /** resolved recent items, most recent first */
  recent: readonly ResultEntry[];
  selectionCount: number;
}

export interface RootResults {
  groups: ResultGroup[];
  /** how many entries matched, including those past RESULT_LIMIT */
  total: number;
}

const GROUP_LABELS: Record<Exclude<GroupId, 'selection'>, Parameters<Translate>[0]> = {
  recent: 'palette.group.recent',
  commands: 'palette.group.commands',
  options: 'palette.group.options',
  values: 'palette.group.values',
  filters: 'filters.label',
  ...(Object.fromEntries(SECTION_IDS.map((id) => [SECTIONS[id].palette.kind, `nav.${id}`])) as Record<SectionEntityKind, SectionMessageId>),
};

export function groupLabel(id: GroupId, t: Translate, selectionCount = 0): string {
  return id === 'selection' ? t('palette.group.selection', { count: selectionCount }) : t(GROUP_LABELS[id]);
}

/** What to ask the server for each kind, '' for nothing. */
export function serverQueries(query: string): { spaces: string; users: string } {
  const { kind, text } = splitScope(query);
  const trimmed = text.trim();
  return {
    spaces: (kind === undefined && trimmed.length >= SERVER_MIN_CHARS) || (kind === 'space' && trimmed.length > 0) ? trimmed : '',
    users: (kind === undefined && trimmed.length >= SERVER_MIN_CHARS) || (kind === 'user' && trimmed.length > 0) ? trimmed : '',
  };
}

/** Listed on the empty palette: not a command that keeps off it (Open the command palette). */
const listedWhenEmpty = (entry: ResultEntry) => entry.kind !== 'command' || entry.command.palette?.listWhenEmpty !== false;

function emptyQueryGroups(sources: RootSources, t: Translate): ResultGroup[] {
  const selection = sources.commands.filter((entry) => entry.forSelection);
  const shown = new Set(selection.map((entry) => entry.key));
  const recent = sources.recent.filter((entry) => !shown.has(entry.key) && listedWhenEmpty(entry));
  for (const entry of recent) shown.add(entry.key);
  const commands = sources.commands.filter((entry) => !entry.disabledReason && !shown.has(entry.key) && listedWhenEmpty(entry));
  return [
    { id: 'selection', label: groupLabel('selection', t, sources.selectionCount), entries: selection },
    { id: 'recent', label: groupLabel('recent', t), entries: recent },
    { id: 'commands', label: groupLabel('commands', t), entries: commands },
  ];
}

function listStatus(state: ListIndexState<EntityEntry>, t: Translate): ResultGroup['status'] {
  if (state.status === 'error') return { text: t('palette.listFailed', { message: state.error ?? '' }), tone: 'error' };
  if (state.status === 'loading' || state.indexing) return { text: t('palette.loadingList'), tone: 'busy' };
  return undefined;
}

function serverGroup<Row>(id: 'space' | 'user', state: ServerSearchState<Row>, asked: string, toEntry: (row: Row) => EntityEntry, tokens: string[], t: Translate): ResultGroup {
  let entries = state.results.map(toEntry);
  // answers to an earlier text stay while the new one is searched, if they still match
  if (state.text !== asked) entries = entries.filter((entry) => scoreEntry(entry, tokens) > 0);
  const status: ResultGroup['status'] =
    state.status === 'searching' ? { text: t('palette.searching'), tone: 'busy' }
    : state.status === 'error' ? { text: t('palette.searchFailed', { message: state.error ?? '' }), tone: 'error' }
    : undefined;
  return { id, label: groupLabel(id, t), entries, status };
}

/** A ranked group's first entry is its best; the server's answers come in the server's order. */
const bestScore = (group: ResultGroup, tokens: string[], ranked: boolean) => {
  if (!group.entries[0]) return 0;
  if (ranked) return scoreEntry(group.entries[0], tokens);
  return group.entries.reduce((best, entry) => Math.max(best, scoreEntry(entry, tokens)), 1);
};

/** What to rank for a query on the first page: the indexes in its scope and its text; null for an empty query. */
export function rootSearch(query: string, sources: Pick<RootSources, 'commandIndex' | 'lists'>): { indexes: SearchIndex<ResultEntry>[]; text: string } | null {
  const { kind, text } = splitScope(query);
  if (kind === undefined && text.trim() === '') return null;
  const indexes: SearchIndex<ResultEntry>[] = [];
  if (kind === undefined || kind === 'command') indexes.push(sources.commandIndex);
  for (const local of LOCAL_KINDS) {
    const index = sources.lists[local].index;
    if (index && (kind === undefined || kind === local)) indexes.push(index);
  }
  return { indexes, text };
}

/** The groups for `query`, given the ranking of rootSearch(query) (null for an empty query). */
export function rootGroups(query: string, sources: RootSources, ranking: SearchResult<ResultEntry> | null, t: Translate): RootResults {
  const { kind, text } = splitScope(query);
  if (!ranking) {
    const groups = emptyQueryGroups(sources, t);
    return { groups, total: groups.reduce((sum, group) => sum + group.entries.length, 0) };
  }
  const tokens = tokensOf(text);
  const { ranked, total } = withCommandsAtWordStarts(ranking, sources.commands, tokens, kind === undefined || kind === 'command');
  const groups = groupByKind(ranked, (id) => groupLabel(id, t));
  for (const local of LOCAL_KINDS.filter((candidate: EntryKind) => kind === undefined || kind === candidate)) {
    const status = listStatus(sources.lists[local], t);
    if (!status) continue;
    const group = groups.find((candidate) => candidate.id === local);
    if (group) group.status = status;
    else groups.push({ id: local, label: groupLabel(local, t), entries: [], status });
  }

  const asked = serverQueries(query);
  const serverGroups: ResultGroup[] = [];
  if (asked.spaces) serverGroups.push(serverGroup('space', sources.spaces, asked.spaces, spaceEntry, tokens, t));
  if (asked.users) serverGroups.push(serverGroup('user', sources.users, asked.users, userEntry, tokens, t));
  let serverTotal = 0;
  const localBest = new Map(groups.map((group) => [group, bestScore(group, tokens, true)]));
  for (const group of serverGroups) {
    serverTotal += group.entries.length;
    const score = bestScore(group, tokens, group.id === 'values');
    const before = groups.findIndex((other) => (localBest.get(other) ?? Infinity) < score);
    groups.splice(before < 0 ? groups.length : before, 0, group);
  }
  const values = kind === undefined || kind === 'command' ? rankValues(sources.values, tokens) : [];
  if (values.length) {
    // ranked, like the local groups, placed among them by its best score, but never above an entity group
    const score = bestScore({ id: 'values', label: '', entries: values }, tokens, true);
    const byScore = groups.findIndex((other) => (localBest.get(other) ?? bestScore(other, tokens, false)) < score);
    const afterEntities = groups.findLastIndex((group) => isEntityGroup(group.id) && group.entries.length > 0) + 1;
    groups.splice(Math.max(byScore < 0 ? groups.length : byScore, afterEntities), 0, { id: 'values', label: groupLabel('values', t), entries: values });
  }
  const filters = kind === undefined ? (sources.filters ?? []) : [];
  if (filters.length) groups.unshift({ id: 'filters', label: groupLabel('filters', t), entries: filters });
  return { groups, total: total + serverTotal + values.length + filters.length };
}

/** A group of records (a list's, the server's, or recent ones): what a query names, never below a write. */
const isEntityGroup = (id: GroupId) => id !== 'commands' && id !== 'values' && id !== 'options' && id !== 'selection' && id !== 'filters';

/**
 * The ranking without the commands some token matches only inside a word ("sao" in "terminar sessão"): a command
 * is offered when each token starts a word of it (wordStarts.ts); `total` counts them out too.
 */
function withCommandsAtWordStarts(ranking: SearchResult<ResultEntry>, commands: readonly CommandEntry[], tokens: readonly string[], searched: boolean): SearchResult<ResultEntry> {
  if (!searched) return ranking;
  const loose = commands.filter((entry) => scoreEntry(entry, tokens) > 0 && !holdsAtWordStarts(entry, tokens)).length;
  if (loose === 0) return ranking;
  return { ranked: ranking.ranked.filter((entry) => entry.kind !== 'command' || holdsAtWordStarts(entry, tokens)), total: ranking.total - loose };
}
