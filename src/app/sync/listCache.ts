// The local copy of the whole lists in IndexedDB, so that a reload or a new tab shows them at once. One database,
// one owner at a time (API host and user): opened for another owner, it is emptied first. Its version is the
// schema of what it holds: opening it with a newer schema drops every store, so an older copy is never misread.
// Rows are kept in buckets by id with each list's order beside them, so that a change of a few rows rewrites a few
// buckets, not the whole fleet. Anything IndexedDB refuses (private mode, quota, a blocked upgrade) reads as "no
// copy": the app works without it.

/** Bump when the rows' shape or this layout changes: an older copy is then dropped on open. */
export const LIST_CACHE_SCHEMA = 1;
export const LIST_CACHE_DB = 'kitroom-lists';
const BUCKET = 512;
const OPEN_TIMEOUT_MS = 3000;
const OWNER_KEY = '~owner';
const PUTS_PER_SLICE = 8;

interface ListRecord {
  schema: number;
  cursor: string;
  /** every row's id, in the list's order */
  order: Int32Array;
  savedAt: number;
}

export interface CachedList<Row> {
  rows: Row[];
  cursor: string;
}

export interface ListCache {
  read<Row extends { id: number }>(list: string): Promise<CachedList<Row> | null>;
  /** writes the list: every bucket (`changed` = 'all') or the buckets of the changed ids; true once it is stored */
  write<Row extends { id: number }>(list: string, rows: readonly Row[], cursor: string, changed: ReadonlySet<number> | 'all'): Promise<boolean>;
}

const idb = (): IDBFactory | null => {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB;
  } catch {
    return null;
  }
};

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
  });

const bucketOf = (id: number) => Math.floor(id / BUCKET);
const bucketRange = (list: string) => IDBKeyRange.bound([list, -Infinity], [list, Infinity]);

export interface ListCacheOptions {
  /** the schema this app reads (tests open older and newer ones) */
  schema?: number;
  openTimeoutMs?: number;
}

const hasStores = (db: IDBDatabase) => db.objectStoreNames.contains('lists') && db.objectStoreNames.contains('rows');

/** Opens the database; one without this layout's stores at this version (made by someone else) is deleted and made again. */
async function openDatabase(schema: number, openTimeoutMs: number): Promise<IDBDatabase | null> {
  const db = await openOnce(schema, openTimeoutMs);
  if (!db || hasStores(db)) return db;
  db.close();
  await wipeListCaches();
  const again = await openOnce(schema, openTimeoutMs);
  if (again && !hasStores(again)) {
    again.close();
    return null;
  }
  return again;
}

function openOnce(schema: number, openTimeoutMs: number): Promise<IDBDatabase | null> {
  const factory = idb();
  if (!factory) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (db: IDBDatabase | null) => {
      if (settled) {
        db?.close();
        return;
      }
      settled = true;
      resolve(db);
    };
    // another tab holding an older version open may block the upgrade for good: go on without the copy
    const timer = setTimeout(() => settle(null), openTimeoutMs);
    try {
      const request = factory.open(LIST_CACHE_DB, schema);
      request.onupgradeneeded = () => {
        const db = request.result;
        for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name);
        db.createObjectStore('lists');
        db.createObjectStore('rows');
      };
      request.onsuccess = () => {
        clearTimeout(timer);
        const db = request.result;
        // let another tab upgrade or delete the database (a newer schema, a logout)
        db.onversionchange = () => db.close();
        settle(db);
      };
      request.onerror = () => {
        clearTimeout(timer);
        settle(null);
      };
      request.onblocked = () => undefined;
    } catch {
      clearTimeout(timer);
      settle(null);
    }
  });
}

/** Puts many values in one transaction a few at a time, each slice from the last one's success, so typing goes on. */
function putSliced(store: IDBObjectStore, entries: ReadonlyArray<[IDBValidKey, unknown]>): void {
  let next = 0;
  const slice = () => {
    const end = Math.min(entries.length, next + PUTS_PER_SLICE);
    let last: IDBRequest | null = null;
    for (; next < end; next += 1) {
      const [key, value] = entries[next] as [IDBValidKey, unknown];
      last = value === undefined ? store.delete(key) : store.put(value, key);
    }
    if (last && next < entries.length) last.onsuccess = slice;
  };
  slice();
}

/** The copy for one owner (`host|user id`); every call fails soft to "no copy". */
export function openListCache(owner: string, options: ListCacheOptions = {}): ListCache {
  const schema = options.schema ?? LIST_CACHE_SCHEMA;
  let opened: Promise<IDBDatabase | null> | null = null;
  const database = () => {
    opened ??= (async () => {
      const db = await openDatabase(schema, options.openTimeoutMs ?? OPEN_TIMEOUT_MS);
      if (!db) return null;
      try {
        const transaction = db.transaction(['lists', 'rows'], 'readwrite');
        const lists = transaction.objectStore('lists');
        const current = await done(lists.get(OWNER_KEY));
        if (current !== owner) {
          lists.clear();
          transaction.objectStore('rows').clear();
          lists.put(owner, OWNER_KEY);
        }
        await finished(transaction);
        return db;
      } catch {
        db.close();
        return null;
      }
    })();
    return opened;
  };

  return {
    async read<Row extends { id: number }>(list: string) {
      try {
        const db = await database();
        if (!db) return null;
        const transaction = db.transaction(['lists', 'rows'], 'readonly');
        const [record, buckets] = await Promise.all([
          done(transaction.objectStore('lists').get(list) as IDBRequest<ListRecord | undefined>),
          done(transaction.objectStore('rows').getAll(bucketRange(list)) as IDBRequest<Row[][]>),
        ]);
        if (!record || record.schema !== schema || !(record.order instanceof Int32Array)) return null;
        const byId = new Map<number, Row>();
        for (const bucket of buckets) for (const row of bucket) byId.set(row.id, row);
        const rows: Row[] = new Array(record.order.length);
        for (let position = 0; position < record.order.length; position += 1) {
          const row = byId.get(record.order[position] as number);
          // a copy that does not hold together is no copy
          if (row === undefined) return null;
          rows[position] = row;
        }
        return { rows, cursor: record.cursor };
      } catch {
        return null;
      }
    },
    async write<Row extends { id: number }>(list: string, rows: readonly Row[], cursor: string, changed: ReadonlySet<number> | 'all') {
      try {
        const db = await database();
        if (!db) return false;
        const dirty = changed === 'all' ? null : new Set([...changed].map(bucketOf));
        const buckets = new Map<number, Row[]>();
        if (dirty) for (const bucket of dirty) buckets.set(bucket, []);
        for (const row of rows) {
          const bucket = bucketOf(row.id);
          if (dirty && !dirty.has(bucket)) continue;
          let held = buckets.get(bucket);
          if (!held) buckets.set(bucket, (held = []));
          held.push(row);
        }
        const transaction = db.transaction(['lists', 'rows'], 'readwrite');
        const store = transaction.objectStore('rows');
        if (!dirty) store.delete(bucketRange(list));
        const entries = [...buckets].map(([bucket, held]): [IDBValidKey, unknown] => [[list, bucket], held.length ? held : undefined]);
        const record: ListRecord = { schema, cursor, order: Int32Array.from(rows, (row) => row.id), savedAt: Date.now() };
        transaction.objectStore('lists').put(record, list);
        putSliced(store, entries);
        await finished(transaction);
        return true;
      } catch {
        // quota, private mode, a closed database: the copy stays as it was (a transaction is all or nothing)
        return false;
      }
    },
  };
}

/** Deletes every local copy (logout, a session ended): nothing of the lists stays in the browser. */
export async function wipeListCaches(): Promise<void> {
  const factory = idb();
  if (!factory) return;
  try {
    await new Promise<void>((resolve) => {
      const request = factory.deleteDatabase(LIST_CACHE_DB);
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
      // open connections are closed by their versionchange handler; the deletion then goes on by itself
      request.onblocked = () => undefined;
      setTimeout(resolve, OPEN_TIMEOUT_MS);
    });
  } catch {
    // nothing to delete, or IndexedDB unavailable
  }
}
