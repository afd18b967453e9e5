// What a device search matches. Each word of the search (db/search.ts: every word, in any order) may be found in
// the device's own columns (name, serial, MAC, key tag), its model's or category's name, or its status or base label;
// a device matches when every word is found in one of them ("zebra porto": a Zebra model at the Porto base).
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { BASES, BASE_ALIASES, BASE_LABELS, DEVICE_STATUSES, STATUS_LABELS } from '../../../contract/enums';
import { foldText } from '../../../contract/fold';
import english from '../../../../locales/en.json';
import spanish from '../../../../locales/es.json';
import portuguese from '../../../../locales/pt.json';
import type { Cursor } from '../changes';
import type { Db } from '../database';
import { dialectSql } from '../dialect';
import { inIds } from '../ids';
import { SEARCH_INDEXES, matchingIds, searchWords, type SearchWord } from '../search';

/** The app's languages: a status or base is searched by its label as the app shows it in each ("Em reparação"). */
const SHOWN_LABELS: ReadonlyArray<Readonly<Record<string, string>>> = [english, portuguese, spanish];

/**
 * Status and base are closed vocabularies, so a search matches them in JS against machine value, label, the labels
 * the app shows in English, Portuguese and Spanish, and field spellings ("in use", "porto", "lisboa", "bolt"), folded
 * like the rest ("reparacao" finds "Em reparação"), and SQL gets the few matching values as an `in` list (on SQLite both
 * columns are indexed).
 */
function matchingValues<T extends string>(needle: string, prefix: 'status' | 'base', values: readonly T[], labels: Record<T, string>, aliases: Record<string, T> = {}): T[] {
  const spellingsOf = (value: T) => [value, labels[value], ...SHOWN_LABELS.map((messages) => messages[`${prefix}.${value}`] ?? '')];
  const found = new Set(values.filter((value) => spellingsOf(value).some((spelling) => foldText(spelling).includes(needle))));
  for (const [alias, value] of Object.entries(aliases)) if (foldText(alias).includes(needle)) found.add(value);
  return [...found];
}

/** What one word matches, each part through an index. */
interface WordMatch {
  /** ids from the devices' own search index (name, serial, MAC, key tag) */
  own: RawBuilder<number>;
  /** models whose name, or whose category's name, holds the word: few, read first */
  modelIds: number[];
  statuses: string[];
  bases: string[];
}

export interface DeviceSearch {
  words: WordMatch[];
  /** the devices whose own columns hold every word: the whole match when no word matched anything else */
  allOwn: RawBuilder<number>;
  onlyOwn: boolean;
}

/**
 * A MAC typed with dashes also finds the colons it is stored with. Only a word that can be part of a MAC (hex digits
 * in pairs between the dashes) is looked for both ways: a serial's dashes ("SLG2-2611-010000") never stand for a
 * MAC's colons, and each spelling is one more pass over the trigram index.
 */
const spellings = (word: string): SearchWord => (couldBePartOfMac(word) ? [word, word.replaceAll('-', ':')] : [word]);

function couldBePartOfMac(word: string): boolean {
  const groups = word.split('-');
  if (groups.length < 2 || groups.length > 6) return false;
  return groups.every((group, index) => /^[0-9a-f]*$/.test(group) && (index === 0 || index === groups.length - 1 ? group.length <= 2 : group.length === 2));
}

/** Words whose models are kept (modelsMatching), the least recently asked dropped first. */
const MODELS_KEPT = 256;
const modelsByWord = new Map<string, number[]>();

/**
 * The models whose name, or whose category's name, holds `word`. A search read in a snapshot whose change state is
 * known (`seen`) keeps the answer while the models and categories stay as that state says (their lists' numbers move
 * with every write of either, in the same transaction), so a search typed again costs no round trip for them: one of
 * the five a search of 10 000 devices made on PostgreSQL.
 */
async function modelsMatching(db: Db, word: string, seen: Cursor | undefined): Promise<number[]> {
  const key = seen && `${seen.epoch}.${seen.seqs.models}.${seen.seqs.categories}.${word}`;
  const kept = key === undefined ? undefined : modelsByWord.get(key);
  if (key !== undefined && kept) {
    modelsByWord.delete(key);
    modelsByWord.set(key, kept);
    return kept;
  }
  const { rows } = await sql<{ id: number }>`select id from device_models
    where id in ${matchingIds(SEARCH_INDEXES.deviceModels, [[word]])}
      or category_id in ${matchingIds(SEARCH_INDEXES.deviceCategories, [[word]])}`.execute(db);
  const ids = rows.map((row) => row.id);
  if (key !== undefined) {
    modelsByWord.set(key, ids);
    if (modelsByWord.size > MODELS_KEPT) modelsByWord.delete(modelsByWord.keys().next().value!);
  }
  return ids;
}

async function wordMatch(db: Db, word: string, seen: Cursor | undefined): Promise<WordMatch> {
  return {
    own: matchingIds(SEARCH_INDEXES.devices, [spellings(word)]),
    modelIds: await modelsMatching(db, word, seen),
    statuses: matchingValues(word, 'status', DEVICE_STATUSES, STATUS_LABELS),
    bases: matchingValues(word, 'base', BASES, BASE_LABELS, BASE_ALIASES),
  };
}

/** What `search` matches; `seen`: the change state of the snapshot `db` reads in, if there is one. */
export async function deviceSearch(db: Db, search: string, seen?: Cursor): Promise<DeviceSearch> {
  const words = searchWords(search);
  const matches = await Promise.all(words.map((word) => wordMatch(db, word, seen)));
  return {
    words: matches,
    allOwn: matchingIds(SEARCH_INDEXES.devices, words.map(spellings)),
    onlyOwn: matches.every((match) => !match.modelIds.length && !match.statuses.length && !match.bases.length),
  };
}

/** Every device one word matches, once: the union of its parts. */
function wordSet(match: WordMatch): RawBuilder<unknown> {
  const sets: RawBuilder<unknown>[] = [sql`select * from ${match.own} as own`];
  if (match.modelIds.length) sets.push(sql`select id from devices where model_type_id in ${inIds(match.modelIds)}`);
  if (match.statuses.length) sets.push(sql`select id from devices where status in (${sql.join(match.statuses)})`);
  if (match.bases.length) sets.push(sql`select id from devices where base in (${sql.join(match.bases)})`);
  return sql`select * from (${sql.join(sets, sql` union `)}) as word_set`;
}

/** Every matching id once: the devices every word matches (one index query when only own columns matched). */
export function matchingSet(found: DeviceSearch): RawBuilder<number> {
  if (found.onlyOwn) return found.allOwn;
  return sql<number>`(${sql.join(found.words.map(wordSet), sql` intersect `)})`;
}

/**
 * How many devices match. SQLite counts the set. On PostgreSQL, whose union of a word's parts needs a hash aggregate
 * of every id, a word that matched more than the devices' own columns is counted in two disjoint parts: the devices
 * its other parts hold (an index-only count) and those only its own columns hold (few, joined by id); several such
 * words, in one pass over the devices testing each row (matchingRow). Measured at 100 000 devices: "scanline"
 * (28 194, its models) 26–52 ms as the set, 19–52 in one pass, 1.4–9.7 in parts; "zebra porto" (none) 15 ms as the
 * set, 0.5 in one pass.
 */
export function matchingCount(found: DeviceSearch): RawBuilder<number> {
  const ofSet = sql<number>`(select count(*) from ${matchingSet(found)} as matching)`;
  if (found.onlyOwn) return ofSet;
  return dialectSql({ sqlite: ofSet, postgres: countByRows(found) });
}

function countByRows(found: DeviceSearch): RawBuilder<number> {
  const [word, ...more] = found.words;
  if (!word || more.length) return sql<number>`(select count(*) from devices as d where ${matchingRow(found)})`;
  // a device whose model, status or base is null is not among the others (as `in` leaves it out of the set)
  const others = sql<SqlBool>`(${sql.join(otherParts(word), sql` or `)})`;
  return sql<number>`((select count(*) from devices as d where ${others})
    + (select count(*) from devices as d where d.id in ${word.own} and not coalesce(${others}, false)))`;
}

/** What one word matches besides the device's own columns, as conditions on the row `d`. */
function otherParts(match: WordMatch): RawBuilder<SqlBool>[] {
  const parts: RawBuilder<SqlBool>[] = [];
  if (match.modelIds.length) parts.push(sql<SqlBool>`d.model_type_id in ${inIds(match.modelIds)}`);
  if (match.statuses.length) parts.push(sql<SqlBool>`d.status in (${sql.join(match.statuses)})`);
  if (match.bases.length) parts.push(sql<SqlBool>`d.base in (${sql.join(match.bases)})`);
  return parts;
}

/**
 * The same match as a condition on each row, for walking the devices newest first: `+d.id` keeps SQLite from
 * answering by id, so it walks the created_at index and stops as soon as the page is full.
 */
export function matchingRow(found: DeviceSearch): RawBuilder<SqlBool> {
  if (found.onlyOwn) return sql<SqlBool>`+d.id in ${found.allOwn}`;
  const perWord = found.words.map((match) => sql<SqlBool>`(${sql.join([sql<SqlBool>`+d.id in ${match.own}`, ...otherParts(match)], sql` or `)})`);
  return sql<SqlBool>`(${sql.join(perWord, sql` and `)})`;
}
