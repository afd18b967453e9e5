// The wake-ups of one server process on PostgreSQL (issue 24, step 5): one direct connection, not from the pool
// (a pooled connection goes back to others between queries, and LISTEN is a session's), LISTENing on the channels
// migration 015 notifies. A lost connection is made again with backoff; every (re)connection is reported, since
// notifications sent while nobody listened are gone: the hub then reads the counters rather than trusting silence.
import pg from 'pg';

/** The application_name of a process's LISTEN connection, as pg_stat_activity shows it: `kitroom-listen <pid>`. */
export const LISTEN_APPLICATION_NAME = 'kitroom-listen';

export const CHANGES_CHANNEL = 'kitroom_changes';
export const TOKENS_CHANNEL = 'kitroom_tokens';

export interface WakeupHandlers {
  /** a transaction that changed a synced list committed */
  changes(): void;
  /** a transaction that deleted tokens or changed a role committed */
  tokens(): void;
  /** listening (again): whatever was notified meanwhile was not heard */
  listening(): void;
  error(error: unknown): void;
}

export interface BackoffMs {
  first: number;
  max: number;
}

const DEFAULT_BACKOFF: BackoffMs = { first: 100, max: 5000 };

export interface ChangeWakeups {
  close(): Promise<void>;
}

/** Listens until closed, connecting again after each loss (100 ms, doubling to 5 s; back to 100 ms once listening). */
export function listenForWakeups(url: string, handlers: WakeupHandlers, backoff: BackoffMs = DEFAULT_BACKOFF): ChangeWakeups {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = backoff.first;

  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(backoff.max, delay * 2);
  };

  async function connect(): Promise<void> {
    const connection = new pg.Client({ connectionString: url, application_name: `${LISTEN_APPLICATION_NAME} ${process.pid}` });
    client = connection;
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error && !closed) handlers.error(error);
      connection.removeAllListeners('notification');
      void connection.end().catch(() => undefined);
      again();
    };
    connection.on('error', lose);
    connection.on('end', () => lose());
    connection.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL) handlers.changes();
      else if (message.channel === TOKENS_CHANNEL) handlers.tokens();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${TOKENS_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (closed) {
      await connection.end().catch(() => undefined);
      return;
    }
    delay = backoff.first;
    handlers.listening();
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      last?.removeAllListeners('end');
      await last?.end().catch(() => undefined);
    },
  };
}
