// The main thread's side of one database worker: requests by id, answers matched back, errors rebuilt, a time
// budget per request. A worker that dies (crash, out of memory, terminated for its budget) fails every request
// still waiting on it; whoever owns it decides whether to start another.
import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import { SheetFileError } from '../sheets/sheetFileError';
import { workerScript } from './locate';
import type { SerializedError, WorkerAnswer, WorkerRequest, WorkerSetup } from './protocol';

/** The worker stopped before answering: it crashed, ran out of memory, or overran its budget. */
export class WorkerFailure extends Error {
  constructor(message: string, readonly reason: 'crashed' | 'memory' | 'timeout' | 'closed', readonly seconds?: number) {
    super(message);
    this.name = 'WorkerFailure';
  }
}

type Request = { [K in WorkerRequest['kind']]: Omit<Extract<WorkerRequest, { kind: K }>, 'id'> }[WorkerRequest['kind']];

interface Pending {
  onPart: ((part: unknown) => void) | undefined;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
}

function rebuild(error: SerializedError): Error {
  if (error.name === 'SheetFileError' && error.error) return new SheetFileError(error.error);
  if (error.name === 'ApiError' && error.status !== undefined && error.body !== undefined) {
    return new ApiError(error.status as ConstructorParameters<typeof ApiError>[0], error.body);
  }
  const rebuilt = Object.assign(new Error(error.message), { code: error.code, constraint: error.constraint });
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

export interface SpawnOptions {
  resourceLimits?: ResourceLimits;
}

export class WorkerHandle {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private failure: WorkerFailure | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      if ('part' in answer) {
        waiting.onPart?.(answer.part);
        return;
      }
      this.pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(rebuild(answer.error));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.fail(new WorkerFailure(memory ? 'The work needed more memory than it is allowed.' : `A worker failed: ${error.message}`, memory ? 'memory' : 'crashed'));
    });
    worker.on('exit', (code) => this.fail(new WorkerFailure(`A worker stopped (exit code ${code}).`, 'crashed')));
    // a worker alone never keeps the process alive: the server's close() ends them
    worker.unref();
  }

  static async spawn(setup: WorkerSetup, options: SpawnOptions = {}): Promise<WorkerHandle> {
    const worker = new Worker(await workerScript(), { workerData: setup, resourceLimits: options.resourceLimits });
    return new WorkerHandle(worker);
  }

  /** Whether the worker can still take requests. */
  get alive(): boolean {
    return this.failure === undefined;
  }

  /** Requests still waiting for an answer. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  request<T>(message: Request, options: { transfer?: readonly Transferable[]; timeoutMs?: number; onPart?: (part: unknown) => void } = {}): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = options.timeoutMs === undefined ? undefined : setTimeout(() => {
        const seconds = Math.round(options.timeoutMs! / 1000);
        this.fail(new WorkerFailure(`The work took longer than ${seconds} s and was stopped.`, 'timeout', seconds));
      }, options.timeoutMs);
      timer?.unref();
      this.pending.set(id, { onPart: options.onPart, resolve: resolve as (value: unknown) => void, reject, timer });
      this.worker.postMessage({ ...message, id }, options.transfer as Transferable[] | undefined);
    });
  }

  /** Stops the worker; whatever it was doing is abandoned (a transaction in progress is rolled back). */
  async terminate(): Promise<void> {
    this.fail(new WorkerFailure('The worker was stopped.', 'closed'));
    await this.worker.terminate();
  }

  private fail(failure: WorkerFailure): void {
    if (this.failure) return;
    this.failure = failure;
    for (const waiting of this.pending.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(failure);
    }
    this.pending.clear();
    if (failure.reason === 'timeout' || failure.reason === 'memory') void this.worker.terminate();
  }
}
