// What a balancer and an operator ask of one process (GET /api/health): whether it answers, and a few counts to
// read when it does not. Nothing secret: no URL, no user, no setting.
import { version } from '../../../package.json';

/** How long the database may take to answer its trivial query before the process is reported unavailable. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;

export interface PoolCounts {
  /** PG_POOL_MAX */
  max: number;
  /** connections running a query or a transaction */
  in_use: number;
  /** open connections waiting for work */
  idle: number;
  /** queries waiting for a connection */
  waiting: number;
}

export interface HealthSources {
  database: 'sqlite' | 'postgres';
  /** a trivial query on the connections requests use */
  ping(): Promise<unknown>;
  /** the PostgreSQL pool's counts; undefined on SQLite */
  connections(): PoolCounts | undefined;
  /** change streams open on this process */
  streams(): number;
}

export interface HealthReport {
  status: 'ok' | 'stopping' | 'database_unreachable';
  database: HealthSources['database'];
  version: string;
  /** which process answered (behind a balancer, to find its log lines) */
  pid: number;
  uptime_seconds: number;
  streams: number;
  pool?: PoolCounts;
}

const answeredWithin = (work: Promise<unknown>, ms: number): Promise<boolean> => new Promise((resolve) => {
  const timer = setTimeout(() => resolve(false), ms);
  work.then(() => resolve(true), () => resolve(false)).finally(() => clearTimeout(timer));
});

export class Health {
  private readonly startedAt = performance.now();
  private stopping = false;

  constructor(private readonly sources: HealthSources, private readonly timeoutMs = HEALTH_DATABASE_TIMEOUT_MS) {}

  /** From now on the process reports itself stopping (503), so that balancers send it nothing new. */
  stop(): void {
    this.stopping = true;
  }

  async report(): Promise<HealthReport> {
    // a stopping process says so without asking the database, which it is about to let go
    const answered = this.stopping || await answeredWithin(this.sources.ping(), this.timeoutMs);
    const pool = this.sources.connections();
    return {
      status: this.stopping ? 'stopping' : answered ? 'ok' : 'database_unreachable',
      database: this.sources.database,
      version,
      pid: process.pid,
      uptime_seconds: Math.floor((performance.now() - this.startedAt) / 1000),
      streams: this.sources.streams(),
      ...(pool && { pool }),
    };
  }
}
