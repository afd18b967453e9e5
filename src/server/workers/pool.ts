// Read-only database workers for heavy reads (the device list, the exports): tasks wait in one FIFO and go to the
// first idle worker, each with a time budget; a worker that overruns it is stopped and replaced. Workers start when
// first needed (about 150 ms each), up to `size`. The main thread only posts the task and sends the bytes back.
import type { Transferable } from 'node:worker_threads';
import { coded } from '../../contract/errorCodes';
import { detailError } from '../http/errors';
import { WorkerHandle } from './handle';
import type { WorkerSetup } from './protocol';
import type { TaskInput, TaskName, TaskOutput } from './tasks';

interface Job {
  name: TaskName;
  input: unknown;
  transfer: readonly Transferable[] | undefined;
  timeoutMs: number;
  onPart: ((part: unknown) => void) | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface PoolOptions {
  size: number;
  /** tasks waiting beyond this are refused at once with 503 */
  maxWaiting?: number;
}

export class WorkerPool {
  private readonly idle: WorkerHandle[] = [];
  private readonly workers = new Set<WorkerHandle>();
  private readonly queue: Job[] = [];
  private starting = 0;
  private closed = false;
  private readonly setup: WorkerSetup;
  private readonly size: number;
  private readonly maxWaiting: number;

  constructor(setup: WorkerSetup, options: PoolOptions) {
    this.setup = { ...setup, readonly: true };
    this.size = options.size;
    this.maxWaiting = options.maxWaiting ?? 64;
  }

  /** Tasks waiting for a worker now. */
  get queued(): number {
    return this.queue.length;
  }

  run<N extends TaskName>(
    name: N,
    input: TaskInput<N>,
    options: { timeoutMs: number; transfer?: readonly Transferable[]; onPart?: (part: unknown) => void },
  ): Promise<TaskOutput<N>> {
    if (this.closed) return Promise.reject(detailError(503, coded('server_stopping')));
    if (this.queue.length >= this.maxWaiting) return Promise.reject(detailError(503, coded('pool_busy'), { 'Retry-After': '2' }));
    return new Promise((resolve, reject) => {
      this.queue.push({
        name, input, transfer: options.transfer, timeoutMs: options.timeoutMs, onPart: options.onPart, resolve: resolve as (value: unknown) => void, reject,
      });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(detailError(503, coded('server_stopping')));
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
    this.workers.clear();
    this.idle.length = 0;
  }

  private add(worker: WorkerHandle): void {
    this.workers.add(worker);
    this.idle.push(worker);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.queue.length > this.idle.length + this.starting && this.workers.size + this.starting < this.size) this.startWorker();
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.shift()!;
      const job = this.queue.shift()!;
      worker
        .request({ kind: 'task', name: job.name, input: job.input, timeoutMs: job.timeoutMs }, { timeoutMs: job.timeoutMs, transfer: job.transfer, onPart: job.onPart })
        .then(job.resolve, job.reject)
        .finally(() => this.returned(worker));
    }
  }

  /** A worker back from a task: idle again, or replaced when it died or was stopped. */
  private returned(worker: WorkerHandle): void {
    if (this.closed) return;
    if (worker.alive) {
      this.idle.push(worker);
      this.dispatch();
      return;
    }
    this.workers.delete(worker);
    void worker.terminate();
    this.dispatch(); // a replacement starts if tasks are waiting
  }

  private startWorker(): void {
    this.starting += 1;
    WorkerHandle.spawn(this.setup).then((fresh) => {
      this.starting -= 1;
      if (this.closed) void fresh.terminate();
      else this.add(fresh);
    }, (error: unknown) => {
      this.starting -= 1;
      // nothing can run: fail what waits rather than leave it waiting forever
      if (this.workers.size === 0 && this.starting === 0) for (const job of this.queue.splice(0)) job.reject(error);
    });
  }
}
