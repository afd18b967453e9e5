// A heavy read run as a database worker runs it on PostgreSQL (workers/postgresReads.ts), on a connection of
// `pool`, its parts handed to `onPart`; the snapshot ended and the connection given back before it answers.
import type pg from 'pg';
import { endReadSnapshot, runReadTask } from '../../../src/server/workers/postgresReads';
import type { TaskInput, TaskName, TaskOutput } from '../../../src/server/workers/tasks';

export async function readThrough<N extends TaskName>(pool: pg.Pool, name: N, input: TaskInput<N>, onPart: (part: unknown) => void): Promise<TaskOutput<N>> {
  const client = await pool.connect();
  try {
    return await runReadTask(client, name, input, 5_000, {
      transfer: (bytes) => new Uint8Array(bytes),
      send: onPart,
      sendBytes: (bytes) => onPart(new Uint8Array(bytes)),
    });
  } finally {
    await endReadSnapshot(client);
  }
}
