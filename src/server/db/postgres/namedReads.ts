// A heavy read's selects sent as named statements (workers/postgresReads.ts): each connection parses a select's
// text once and keeps it, so the next page or search of the same shape skips the parsing and, once PostgreSQL finds a
// generic plan as good as the ones it made for the values, the planning too. A search page of 50 at 10 000 devices
// sent three selects whose parsing and planning took 2.6 ms of its 7; named, 1.6 ms.
import type pg from 'pg';

/** Distinct texts one connection keeps at most (the rest go unnamed): each holds a little of the server's memory. */
export const NAMED_PER_CONNECTION = 100;

const namesByConnection = new WeakMap<pg.ClientBase, Map<string, string>>();

/**
 * The name `text` is sent under on `connection`, or undefined to send it unnamed: only selects, a WITH's included
 * (a cursor's DECLARE and FETCH name the cursor, new each time), and no more than NAMED_PER_CONNECTION texts a
 * connection.
 */
export function statementName(connection: pg.ClientBase, text: string): string | undefined {
  if (!/^\s*(?:select|with)\b/i.test(text)) return undefined;
  let names = namesByConnection.get(connection);
  if (!names) {
    names = new Map();
    namesByConnection.set(connection, names);
  }
  const known = names.get(text);
  if (known !== undefined || names.size >= NAMED_PER_CONNECTION) return known;
  const name = `kitroom_read_${names.size + 1}`;
  names.set(text, name);
  return name;
}
