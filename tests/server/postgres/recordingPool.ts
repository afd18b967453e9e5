// A pool of one connection whose every message's text is recorded in `sent`: what a read asks PostgreSQL, in order.
import type pg from 'pg';
import { postgresPool } from '../../../src/server/db/postgres/connect';

export function recordingPool(url: string, sent: string[]): pg.Pool {
  const pool = postgresPool(url, { max: 1 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client);
    // pg's overloads of query cannot be restated here
    client.query = ((...args: Parameters<typeof query>) => {
      const [first] = args;
      sent.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
      return query(...args);
    }) as typeof client.query;
  });
  return pool;
}
