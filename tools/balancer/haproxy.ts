// HAProxy run with the documented configuration (deploy/haproxy.cfg), its ports substituted: the balancer test and
// `npm run cluster` run exactly what docs/deploying.md tells an operator to run.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../repoRoot';
import { untilListening } from './ports';

const DOCUMENTED_CONFIG = join(repoRoot(import.meta.dirname), 'deploy', 'haproxy.cfg');
/** the ports the documented file names, replaced by the real ones */
const DOCUMENTED_LISTEN = ':8080';
const DOCUMENTED_SERVERS = ['server app1 127.0.0.1:8081 ', 'server app2 127.0.0.1:8082 '];

const CANDIDATES = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

/** HAProxy's binary (HAPROXY_BIN overrides), or null when it is not installed. */
export function findHaproxy(): string | null {
  const chosen = process.env.HAPROXY_BIN;
  if (chosen) return existsSync(chosen) ? chosen : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** deploy/haproxy.cfg listening on `listenPort` in front of the processes at `serverPorts` (two, as documented). */
export function haproxyConfig(listenPort: number, serverPorts: readonly [number, number]): string {
  let text = readFileSync(DOCUMENTED_CONFIG, 'utf8');
  const expect = (found: boolean, what: string) => {
    if (!found) throw new Error(`deploy/haproxy.cfg no longer names ${what}: update tools/balancer/haproxy.ts with it`);
  };
  expect(text.includes(`bind ${DOCUMENTED_LISTEN}\n`), `bind ${DOCUMENTED_LISTEN}`);
  text = text.replace(`bind ${DOCUMENTED_LISTEN}\n`, `bind 127.0.0.1:${listenPort}\n`);
  DOCUMENTED_SERVERS.forEach((line, index) => {
    expect(text.includes(line), line);
    text = text.replace(line, `server app${index + 1} 127.0.0.1:${serverPorts[index]} `);
  });
  return text;
}

export interface RunningHaproxy {
  child: ChildProcess;
  url: string;
  /** what HAProxy printed (its warnings name servers going DOWN and UP) */
  output(): string;
  stop(): Promise<void>;
}

/** Runs HAProxy in the foreground on `config`; resolves once it accepts connections on `listenPort`. */
export async function startHaproxy(bin: string, config: string, listenPort: number): Promise<RunningHaproxy> {
  const folder = mkdtempSync(join(tmpdir(), 'kitroom-haproxy-'));
  const file = join(folder, 'haproxy.cfg');
  writeFileSync(file, config);
  const child = spawn(bin, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const read = (chunk: Buffer) => { output += chunk.toString(); };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await untilListening(listenPort, () => child.exitCode === null ? null : `haproxy exited ${child.exitCode}: ${output}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, url: `http://127.0.0.1:${listenPort}`, output: () => output, stop };
}
