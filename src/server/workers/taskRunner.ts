// How routes run the heavy reads of tasks.ts (the device list, `changed_since`, a bulk change's answer, the
// exports): in read workers (workers/pool.ts), each with a connection of its own, on SQLite and on PostgreSQL;
// on PostgreSQL the small ones on the request's own thread (workers/readsBySize.ts).
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
