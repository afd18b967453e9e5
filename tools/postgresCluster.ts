// A throwaway PostgreSQL cluster for tests and `npm run cluster` (issue 24): a private data folder and socket
// folder, no TCP, stopped and removed at the end — also when the process that started it dies without running its
// exit hooks (a watchdog shell stops it). Never a fake and never the system's own cluster.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const CLUSTER_USER = 'kitroom';

/** Where Debian puts each major version's binaries; `PG_BIN` overrides. */
const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** The newest PostgreSQL's bin folder on this machine, or null when there is none. */
export function findPostgresBin(): string | null {
  const chosen = process.env.PG_BIN;
  if (chosen) return existsSync(join(chosen, 'postgres')) ? chosen : null;
  if (!existsSync(DEBIAN_VERSIONS)) return null;
  const versions = readdirSync(DEBIAN_VERSIONS)
    .filter((name) => /^\d+(\.\d+)?$/.test(name) && existsSync(join(DEBIAN_VERSIONS, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(DEBIAN_VERSIONS, versions[0], 'bin');
}

export interface Cluster {
  /** the socket folder: `host` for pg, `?host=` in a URL */
  socketDir: string;
  port: number;
  /** a connection URL for `database` (over the socket) */
  urlOf(database: string): string;
  /** the postmaster's process id */
  pid: number;
  /** the private folder (data and socket), removed by stop() */
  root: string;
  stop(): Promise<void>;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/**
 * initdb and postgres refuse to run as root: as root they run as the system's `postgres` user, in a folder handed
 * to it; as anyone else, as themselves.
 */
async function runAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Settings for a cluster whose data nobody needs after the run: no durability, no TCP, few connections. */
const THROWAWAY_SETTINGS = [
  'fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'listen_addresses=', 'max_connections=100',
  'shared_buffers=32MB', 'log_min_messages=warning', 'idle_in_transaction_session_timeout=60s',
];

/**
 * Stops the postmaster (immediate shutdown) and removes the folder once the process that started it is gone,
 * however it went: a shell of its own, detached, so that a kill -9 of the test process leaves no cluster behind.
 */
function startWatchdog(parentPid: number, postmasterPid: number, root: string): void {
  const script = `while kill -0 ${parentPid} 2>/dev/null && kill -0 ${postmasterPid} 2>/dev/null; do sleep 0.5; done
    kill -QUIT ${postmasterPid} 2>/dev/null
    while kill -0 ${postmasterPid} 2>/dev/null; do sleep 0.1; done
    rm -rf '${root}'`;
  const watchdog = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  watchdog.unref();
}

/** Waits until the postmaster accepts connections (pg_isready over the socket), or fails with its log. */
async function waitUntilReady(bin: string, socketDir: string, port: number, postmaster: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (postmaster.exitCode !== null) throw new Error(`postgres stopped at start:\n${log()}`);
    try {
      await run(join(bin, 'pg_isready'), ['-q', '-h', socketDir, '-p', String(port)]);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`postgres did not start:\n${log()}`);
}

/** A port number for the socket's name; nothing listens on TCP, so two clusters only need different folders. */
const SOCKET_PORT = 5432;

export interface ClusterOptions {
  /** the process whose end stops the cluster (default: this one) */
  ownerPid?: number;
}

/** initdb, then postgres, in a fresh private folder. */
export async function startCluster(bin: string, options: ClusterOptions = {}): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'kitroom-pg-'));
  const data = join(root, 'data');
  const owner = await runAs();
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(root, owner.uid, owner.gid);
  let postmaster: ChildProcess | undefined;
  try {
    await run(join(bin, 'initdb'), ['-D', data, '--locale=C.UTF-8', '-E', 'UTF8', '-A', 'trust', '-U', CLUSTER_USER, '--no-sync'], { ...owner, cwd: root });
    let output = '';
    const args = ['-D', data, '-k', root, '-p', String(SOCKET_PORT), ...THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting])];
    postmaster = spawn(join(bin, 'postgres'), args, { ...owner, cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    postmaster.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    const pid = postmaster.pid;
    if (pid === undefined) throw new Error('postgres could not be started');
    startWatchdog(options.ownerPid ?? process.pid, pid, root);
    await waitUntilReady(bin, root, SOCKET_PORT, postmaster, () => output);
    const running = postmaster;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    let stopped: Promise<void> | undefined;
    return {
      socketDir: root,
      port: SOCKET_PORT,
      pid,
      root,
      urlOf: (database) => `postgres://${CLUSTER_USER}@/${database}?host=${encodeURIComponent(root)}&port=${SOCKET_PORT}`,
      stop() {
        stopped ??= (async () => {
          if (running.exitCode === null && running.signalCode === null) {
            running.kill('SIGQUIT');
            await exited;
          }
          rmSync(root, { recursive: true, force: true });
        })();
        return stopped;
      },
    };
  } catch (error) {
    postmaster?.kill('SIGQUIT');
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** Stops the cluster if the process exits without stop() having been awaited (a synchronous last resort). */
export function stopOnExit(cluster: Cluster): void {
  process.once('exit', () => {
    try {
      process.kill(cluster.pid, 'SIGQUIT');
    } catch {
      // already gone
    }
  });
}

/** Why PostgreSQL tests cannot run here, or null when they can; in CI a missing PostgreSQL is a failure. */
export function missingPostgresReason(bin: string | null): string | null {
  if (bin) return null;
  return 'no PostgreSQL on this machine (looked in /usr/lib/postgresql/*/bin and PG_BIN); `.ci/run` installs it (apt-get install postgresql)';
}

export const postgresRequired = (): boolean => Boolean(process.env.CI || process.env.KITROOM_REQUIRE_POSTGRES);
