// The small heavy reads on PostgreSQL (readsBySize.ts): a page of a few devices, a bulk change's answer for a few
// ids. Their work is PostgreSQL's, so they run on this thread, on a connection of the request pool taken for the
// read's length: a read worker's round trip (the task posted, the answer posted back, a turn behind a large list)
// cost them more than it saved. At most `maxRunning` at once (the rest of the pool stays for ordinary requests);
// beyond `maxWaiting` waiting, refused at once like the pool's.
import type pg from 'pg';
import { coded } from '../../contract/errorCodes';
import { detailError } from '../http/errors';
import { ownBytes } from './arrayParts';
import { endReadSnapshot, runReadTask, type AnswerChannel } from './postgresReads';
import type { TaskOptions, TaskRunner } from './taskRunner';
import type { TaskInput, TaskName, TaskOutput } from './tasks';

const ignore = () => undefined;

export class InProcessTasks implements TaskRunner {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(private readonly pool: pg.Pool, private readonly maxRunning: number, private readonly maxWaiting = 64) {}

  async run<N extends TaskName>(name: N, input: TaskInput<N>, options: TaskOptions): Promise<TaskOutput<N>> {
    if (this.closed) throw detailError(503, coded('server_stopping'));
    await this.turn();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      this.nextTurn();
      throw error;
    }
    const channel: AnswerChannel = { transfer: ownBytes, send: (part) => options.onPart?.(part), sendBytes: (bytes) => options.onPart?.(ownBytes(bytes)) };
    const answer = runReadTask(client, name, input, options.timeoutMs, channel);
    // the snapshot ends after the answer is out, sparing the request its round trip; the turn is given back after
    void answer.then(ignore, ignore).then(() => endReadSnapshot(client)).finally(() => this.nextTurn());
    return answer;
  }

  async close(): Promise<void> {
    this.closed = true;
  }

  private nextTurn(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private turn(): Promise<void> {
    if (this.running < this.maxRunning) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) throw detailError(503, coded('pool_busy'), { 'Retry-After': '2' });
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
