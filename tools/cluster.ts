// `npm run cluster`: Kitroom as it runs in production, on this machine, for trying it out — a throwaway PostgreSQL
// cluster, two server processes on it with the demo data (loaded into the empty database by the first), and a balancer in front (HAProxy with deploy/haproxy.cfg
// when installed, else tools/balancer/nodeProxy.ts). Ctrl-C stops everything and removes the cluster.
// CLUSTER_PORT: the balancer's port (default 8080). Built by tools/run.mjs; the server from dist/ (npm run build).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { findHaproxy, haproxyConfig, startHaproxy } from './balancer/haproxy';
import { startNodeProxy } from './balancer/nodeProxy';
import { freePort } from './balancer/ports';
import { repoRoot } from './repoRoot';
import { findPostgresBin, missingPostgresReason, startCluster, stopOnExit, type Cluster } from './postgresCluster';

const root = repoRoot(import.meta.dirname);
const DATABASE = 'kitroom';
const ADMIN_EMAIL = 'admin@example.com';

interface Step { stop(): Promise<void> }

async function createDatabase(cluster: Cluster): Promise<void> {
  const client = new pg.Client({ connectionString: cluster.urlOf('postgres') });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/** One server process (dist/server/main.mjs); resolves once it listens, its log lines prefixed by its name. */
function startProcess(name: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'dist', 'server', 'main.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const print = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        console.log(`[${name}] ${line}`);
        if (line.includes('Kitroom listening on')) resolve(child);
      }
    };
    child.stdout!.on('data', print);
    child.stderr!.on('data', print);
    child.once('exit', (code) => reject(new Error(`${name} exited ${code} before listening`)));
  });
}

const stopProcess = (child: ChildProcess): Promise<void> => new Promise((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) return resolve();
  child.once('exit', () => resolve());
  child.kill('SIGTERM');
});

async function main(): Promise<void> {
  const steps: Step[] = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () => {
    stopping ??= (async () => {
      console.log('Stopping the balancer, the two processes and the throwaway cluster…');
      for (const step of steps.reverse()) await step.stop().catch((error: unknown) => console.error(error));
      console.log('Stopped; the throwaway cluster is removed.');
    })();
    return stopping;
  };
  // Ctrl-C reaches every process of the terminal's group: the servers and PostgreSQL stop by themselves too
  process.on('SIGINT', () => void stopAll().then(() => process.exit(0)));
  process.on('SIGTERM', () => void stopAll().then(() => process.exit(0)));

  try {
    const bin = findPostgresBin();
    if (!bin) throw new Error(missingPostgresReason(bin) ?? 'no PostgreSQL');
    const cluster = await startCluster(bin);
    stopOnExit(cluster);
    steps.push(cluster);
    await createDatabase(cluster);
    const dataDir = mkdtempSync(join(tmpdir(), 'kitroom-cluster-'));
    steps.push({ stop: async () => rmSync(dataDir, { recursive: true, force: true }) });

    const password = randomBytes(9).toString('base64url');
    const env = {
      DATABASE_URL: cluster.urlOf(DATABASE), DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD: password, TRUST_PROXY: '1', LOG: '0',
    };
    const ports = [await freePort(), await freePort()] as const;
    // started together: they take turns at the start-up lock (migrations, the first admin, the demo data)
    const processes = await Promise.all(ports.map((port, index) => startProcess(`app${index + 1}`, port, env)));
    for (const child of processes) steps.push({ stop: () => stopProcess(child) });

    const listen = Number(process.env.CLUSTER_PORT || 8080);
    const haproxy = findHaproxy();
    const balancer = haproxy
      ? await startHaproxy(haproxy, haproxyConfig(listen, ports), listen)
      : await startNodeProxy(listen, ports);
    steps.push(balancer);

    console.log('');
    console.log(`Kitroom on PostgreSQL, two processes (ports ${ports.join(' and ')}) behind ${haproxy ? 'HAProxy (deploy/haproxy.cfg)' : 'a Node round-robin proxy (no haproxy installed)'}:`);
    console.log(`  ${balancer.url}   log in as ${ADMIN_EMAIL} with password ${password}`);
    console.log(`  health of each: http://127.0.0.1:${ports[0]}/api/health, http://127.0.0.1:${ports[1]}/api/health`);
    console.log('Ctrl-C stops everything and removes the throwaway cluster.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll();
    process.exit(1);
  }
}

void main();
