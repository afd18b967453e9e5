// A spreadsheet import runs in a worker of its own, with its own read-write connection and a memory limit: it reads
// and validates the sheet without any lock, then takes the server's write lock for its one transaction (look up,
// plan, write). One import runs at a time; a few may wait. Each step has a time budget: a sheet that takes too long
// to read, or needs too much memory, is refused; a write that overruns is stopped and rolled back. Either way the
// worker is stopped (its connection closed) before the write lock is handed on.
import { coded } from '../../contract/errorCodes';
import { detailError } from '../http/errors';
import { currentOperation, type Operation } from '../db/history';
import type { WriteLock } from '../db/writeLock';
import type { ImportOutcome } from '../sheets/importDevices';
import { SheetFileError } from '../sheets/sheetFileError';
import { WorkerFailure, WorkerHandle } from './handle';
import type { WorkerSetup } from './protocol';

export interface ImportBudgets {
  /** reading and validating the sheet */
  parseMs: number;
  /** the write transaction */
  writeMs: number;
  /** the worker's JavaScript heap */
  heapMb: number;
  /** imports waiting for the one running */
  maxWaiting: number;
}

export const DEFAULT_IMPORT_BUDGETS: ImportBudgets = { parseMs: 30_000, writeMs: 120_000, heapMb: 1536, maxWaiting: 4 };

export class ImportRunner {
  private running = false;
  private readonly waiting: Array<() => void> = [];
  private readonly active = new Set<WorkerHandle>();
  private closed = false;
  /** a worker started ahead of the next import (from the first on), so that an import need not wait ~150 ms for one */
  private spare: Promise<WorkerHandle> | undefined;

  constructor(
    private readonly setup: WorkerSetup,
    private readonly lock: WriteLock,
    private readonly clock: () => string,
    private readonly budgets: ImportBudgets = DEFAULT_IMPORT_BUDGETS,
  ) {}

  /**
   * Imports the sheet; `bytes` is transferred to the import's worker (unusable afterwards). The caller's operation
   * (db/history.ts) goes with it, so that the worker's transaction records who imported what.
   */
  async run(bytes: Uint8Array<ArrayBuffer>): Promise<ImportOutcome> {
    const operation = currentOperation();
    await this.turn();
    try {
      return await this.runNow(bytes, operation);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const spare = this.spare;
    this.spare = undefined;
    await Promise.all([...this.active].map((worker) => worker.terminate()));
    await spare?.then((worker) => worker.terminate(), () => undefined);
  }

  /** Starts the spare worker now, unless one is already starting or waiting. */
  warm(): void {
    this.spare ??= this.spawn();
    this.spare.catch(() => undefined);
  }

  private spawn(): Promise<WorkerHandle> {
    return WorkerHandle.spawn({ ...this.setup, readonly: false }, { resourceLimits: { maxOldGenerationSizeMb: this.budgets.heapMb } });
  }

  /** The spare worker if it is ready and well, else a new one; a new spare is started either way. */
  private async worker(): Promise<WorkerHandle> {
    const spare = this.spare;
    this.spare = undefined;
    this.warm();
    const ready = await spare?.catch(() => undefined);
    return ready?.alive ? ready : this.spawn();
  }

  private turn(): Promise<void> {
    if (this.closed) throw detailError(503, coded('server_stopping'));
    if (!this.running) {
      this.running = true;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.budgets.maxWaiting) throw detailError(503, coded('import_busy'), { 'Retry-After': '30' });
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private async runNow(bytes: Uint8Array<ArrayBuffer>, operation: Operation | undefined): Promise<ImportOutcome> {
    const worker = await this.worker();
    this.active.add(worker);
    try {
      await worker.request({ kind: 'task', name: 'parseImport', input: bytes }, { transfer: [bytes.buffer], timeoutMs: this.budgets.parseMs }).catch((error: unknown) => {
        throw readFailure(error, this.budgets.parseMs);
      });
      const release = await this.lock.acquire();
      try {
        return await worker.request<ImportOutcome>({ kind: 'task', name: 'applyImport', input: { at: this.clock(), operation } }, { timeoutMs: this.budgets.writeMs })
          .catch((error: unknown) => {
            throw writeFailure(error);
          });
      } finally {
        await worker.terminate(); // its connection is closed (an unfinished transaction rolled back) before others write
        release();
      }
    } finally {
      this.active.delete(worker);
      await worker.terminate();
    }
  }
}

/** A sheet that cannot be read within the budgets is the file's fault: a 400 under `file`. */
function readFailure(error: unknown, parseMs: number): unknown {
  if (!(error instanceof WorkerFailure)) return error;
  if (error.reason === 'timeout') return new SheetFileError(coded('sheet_read_timeout', { seconds: Math.round(parseMs / 1000) }));
  if (error.reason === 'memory') return new SheetFileError(coded('sheet_read_memory'));
  return error;
}

function writeFailure(error: unknown): unknown {
  if (error instanceof WorkerFailure && error.reason === 'timeout') {
    return detailError(503, coded('import_write_timeout'));
  }
  return error;
}
