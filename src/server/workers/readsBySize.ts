// The heavy reads on PostgreSQL, sent where their work is. A small one (a page of at most a batch of devices, a
// bulk change's answer for at most a batch of ids) is PostgreSQL's work: it runs on this thread (inProcessTasks.ts).
// A large one (a long list, `changed_since`, a large answer, the exports) is JavaScript's too, its JSON or workbook
// written from the rows: it runs in a read worker (pool.ts), so that the event loop only passes its parts on.
import type { TaskOptions, TaskRunner } from './taskRunner';
import { ROW_BATCH, type TaskInput, type TaskName, type TaskOutput } from './tasks';

/** Whether a read is small enough for this thread. */
export function isSmallRead<N extends TaskName>(name: N, input: TaskInput<N>): boolean {
  if (name === 'streamDevices') return (input as TaskInput<'streamDevices'>).limit <= ROW_BATCH;
  if (name === 'devicesByIds') return (input as TaskInput<'devicesByIds'>).length <= ROW_BATCH;
  return false;
}

export class ReadsBySize implements TaskRunner {
  constructor(private readonly small: TaskRunner, private readonly large: TaskRunner) {}

  run<N extends TaskName>(name: N, input: TaskInput<N>, options: TaskOptions): Promise<TaskOutput<N>> {
    return (isSmallRead(name, input) ? this.small : this.large).run(name, input, options);
  }

  async close(): Promise<void> {
    await Promise.all([this.small.close(), this.large.close()]);
  }
}
