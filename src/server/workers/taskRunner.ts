// How routes run the heavy reads of tasks.ts (the device list, the exports): in read-only workers on SQLite
// (workers/pool.ts), on the request's own thread on PostgreSQL (workers/inProcessTasks.ts), where the reading is
// the database server's and the rows come through a cursor.
import type { Transferable } from 'node:worker_threads';
import type { TaskInput, TaskName, TaskOutput } from './tasks';

export interface TaskOptions {
  timeoutMs: number;
  transfer?: readonly Transferable[];
  onPart?: (part: unknown) => void;
}

export interface TaskRunner {
  run<N extends TaskName>(name: N, input: TaskInput<N>, options: TaskOptions): Promise<TaskOutput<N>>;
  close(): Promise<void>;
}
