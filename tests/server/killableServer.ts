// The server as `npm start` runs it, in a process of its own that a test can kill -9 (crash.test.ts,
// history-crash.test.ts): bundled as build.mjs bundles it (main and its worker) into a folder of the test's own, so
// that it never races another test's build over dist/, on a data folder that outlives each kill. The worker keeps
// out what build.mjs's workerOptions keep out (better-sqlite3, pg).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { DEVICE_FIELDS } from '../../src/contract/entities';
import { writeXlsx } from '../../src/server/sheets/xlsxWrite';

const root = join(import.meta.dirname, '..', '..');
/** the admin's password on every server it starts */
export const KILLABLE_ADMIN_PASSWORD = 'crash-password-1';
const PASSWORD = KILLABLE_ADMIN_PASSWORD;

export interface RunningServer { child: ChildProcess; url: string; headers: Record<string, string> }

export interface KillableServer {
  /** the folder holding kitroom.sqlite (on PostgreSQL: only its logs and nothing else) */
  dataDir: string;
  /**
   * Starts the server on the data folder (or `databaseUrl`), logged in as the admin. On PostgreSQL it may be called
   * again while the first runs: several processes on one database.
   */
  start(env?: Record<string, string>): Promise<RunningServer>;
  /** removes the data folder */
  dispose(): Promise<void>;
}

export interface KillableOptions {
  /** DATABASE_URL: run on this PostgreSQL database instead of the data folder's SQLite file */
  databaseUrl?: string;
}

/** Bundles the server under dist/<name> and makes a data folder for it, with `fleet` demo devices (0: none). */
export async function killableServer(name: string, fleet: number, options: KillableOptions = {}): Promise<KillableServer> {
  const serverDir = join(root, 'dist', name);
  const common = { bundle: true, platform: 'node', target: 'node20', format: 'esm', logLevel: 'warning' } as const;
  await esbuild.build({ ...common, entryPoints: [join(root, 'src/server/main.ts')], outfile: join(serverDir, 'main.mjs'), packages: 'external' });
  await esbuild.build({ ...common, entryPoints: [join(root, 'src/server/workers/worker.ts')], outfile: join(serverDir, 'worker.mjs'), external: ['better-sqlite3', 'pg'] });
  const dataDir = await mkdtemp(join(tmpdir(), `kitroom-${name}-`));

  async function start(env: Record<string, string> = {}): Promise<RunningServer> {
    const child = spawn(process.execPath, [join(serverDir, 'main.mjs')], {
      cwd: root,
      env: {
        PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, LOG: '0', ADMIN_PASSWORD: PASSWORD,
        DEMO: fleet > 0 ? '1' : '0', DEMO_DEVICES: String(fleet),
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...env,
      },
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Kitroom listening on (\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
    });
    const login = await fetch(`${url}/api/auth`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: PASSWORD }),
    });
    return { child, url, headers: { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };
  }

  return { dataDir, start, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

/** SIGKILL, answered once the process is gone. */
export const kill = (running: RunningServer) => new Promise<void>((resolve) => {
  running.child.removeAllListeners('exit');
  running.child.on('exit', () => resolve());
  running.child.kill('SIGKILL');
});

type Row = Record<string, unknown>;

/** The two heavy writes the crash tests kill: a bulk status change of `ids`, and an import of `devices` with their comment set to a marker. */
export function heavyWrites(running: () => RunningServer, devices: readonly Row[]) {
  const ids = devices.map((device) => device.id as number);
  return {
    bulkStatus: (status: string) => () => fetch(`${running().url}/api/v1/services/devices-bulk-update-status`, {
      method: 'PATCH', headers: { ...running().headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ ids, status }),
    }),
    sheetWith: (marker: string) => writeXlsx({
      name: 'Devices', header: DEVICE_FIELDS,
      rows: devices.map((device) => DEVICE_FIELDS.map((field) => (field === 'comment' ? marker : (device[field] as string | number | null) ?? null))),
    }),
    importing: (sheet: Uint8Array<ArrayBuffer>) => () => {
      const form = new FormData();
      form.append('file', new Blob([sheet]), 'Devices.xlsx');
      return fetch(`${running().url}/api/admin/devices/xlsx_import`, { method: 'POST', headers: running().headers, body: form });
    },
  };
}

/** How long a write takes when left alone (it must answer 200), so that kills can fall before, during and after it. */
export async function timeAlone(write: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const answer = await write();
  if (answer.status !== 200) throw new Error(`the write answered ${answer.status}`);
  return performance.now() - started;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
