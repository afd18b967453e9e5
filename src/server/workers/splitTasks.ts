// The heavy reads on PostgreSQL, split by where their work is. The device list and `changed_since` are the database
// server's work (PostgreSQL writes their JSON; this thread passes bytes on): they run in this thread
// (inProcessTasks.ts). The exports are JavaScript's work (a workbook of the whole fleet built and zipped): they run
// in database workers as on SQLite (pool.ts), each worker with one connection of its own, so that a large export
// never holds the event loop every other request needs.
import type { TaskOptions, TaskRunner } from './taskRunner';
import type { TaskInput, TaskName, TaskOutput } from './tasks';

/** The tasks whose work is building a workbook. */
export const WORKBOOK_TASKS: ReadonlySet<TaskName> = new Set<TaskName>(['exportDevices', 'exportSubscriptions']);

export class SplitTasks implements TaskRunner {
  constructor(
    private readonly inProcess: TaskRunner,
    private readonly workers: TaskRunner,
    private readonly inWorkers: ReadonlySet<TaskName> = WORKBOOK_TASKS,
  ) {}

  run<N extends TaskName>(name: N, input: TaskInput<N>, options: TaskOptions): Promise<TaskOutput<N>> {
    return (this.inWorkers.has(name) ? this.workers : this.inProcess).run(name, input, options);
  }

  async close(): Promise<void> {
    await Promise.all([this.inProcess.close(), this.workers.close()]);
  }
}
