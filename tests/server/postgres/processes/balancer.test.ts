// The documented HAProxy configuration (deploy/haproxy.cfg, its ports substituted) in front of two server processes
// on one PostgreSQL database: requests alternate between them, the live stream passes through unbuffered, and a
// process is taken out by the health check (GET /api/health): its 503 while draining after SIGTERM (a rolling restart:
// no request fails), or its refused connections once killed -9, while the other answers everything. And the same
// first two for the small Node proxy `npm run cluster` uses where HAProxy is missing (tools/balancer/nodeProxy.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findHaproxy, haproxyConfig, startHaproxy, type RunningHaproxy } from '../../../../tools/balancer/haproxy';
import { startNodeProxy, type NodeProxy } from '../../../../tools/balancer/nodeProxy';
import { freePort } from '../../../../tools/balancer/ports';
import { killableServer, kill, type KillableServer, type RunningServer } from '../../killableServer';
import { exitOf, lineOf, openChangeStream } from '../../shutdownScenario';
import { freshDatabase, skipReason as postgresMissing, type FreshDatabase } from '../database';

const haproxyBin = findHaproxy();
const haproxyMissing = haproxyBin ? null : 'no haproxy on this machine (HAPROXY_BIN, /usr/sbin/haproxy); `.ci/run` installs it (apt-get install haproxy)';
if (haproxyMissing && process.env.KITROOM_REQUIRE_HAPROXY) throw new Error(`the balancer test must run in CI: ${haproxyMissing}`);
const skipReason = postgresMissing ?? haproxyMissing;

interface Health { status: string; pid: number }

/** a drain far longer than any test: it ends by a second SIGTERM */
const DRAINING = { SHUTDOWN_DRAIN_MS: '600000', SHUTDOWN_TIMEOUT_MS: '900000' };

describe.skipIf(postgresMissing !== null)(`two processes behind the Node proxy of npm run cluster ${postgresMissing ? `(skipped: ${postgresMissing})` : ''}`, () => {
  let database: FreshDatabase;
  let servers: KillableServer;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: NodeProxy;

  beforeAll(async () => {
    database = await freshDatabase();
    servers = await killableServer('node-proxy', 0, { databaseUrl: database.url });
    [a, b] = await Promise.all([servers.start(), servers.start()]);
    proxy = await startNodeProxy(await freePort(), [Number(new URL(a.url).port), Number(new URL(b.url).port)]);
  });

  afterAll(async () => {
    await proxy?.stop();
    for (const running of [a, b]) running?.child.kill('SIGKILL');
    await servers?.dispose();
    await database?.drop();
  });

  it('sends requests to the two processes in turn and passes the live stream through', async () => {
    const pids = new Set<number>();
    for (let request = 0; request < 4; request += 1) pids.add(((await (await fetch(`${proxy.url}/api/health`)).json()) as Health).pid);
    expect(pids).toEqual(new Set([a.child.pid, b.child.pid]));
    const stream = await openChangeStream(proxy.url, a.headers);
    for (let created = 0; created < 2; created += 1) {
      const answer = await fetch(`${proxy.url}/api/admin/device-categories`, {
        method: 'POST', headers: { ...a.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: `Through the Node proxy ${created}` }),
      });
      expect(answer.status).toBe(201);
    }
    await stream.until(/event: changes\n[^]*"categories"/);
  });
});

describe.skipIf(skipReason !== null)(`two processes behind HAProxy ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let servers: KillableServer;
  let a: RunningServer;
  let b: RunningServer;
  let haproxy: RunningHaproxy;
  const healthThrough = async (): Promise<Health> => {
    const answer = await fetch(`${haproxy.url}/api/health`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as Health;
  };
  const portOf = (running: RunningServer) => Number(new URL(running.url).port);

  beforeAll(async () => {
    database = await freshDatabase();
    servers = await killableServer('balancer', 0, { databaseUrl: database.url });
    [a, b] = await Promise.all([servers.start(DRAINING), servers.start(DRAINING)]);
    const listen = await freePort();
    haproxy = await startHaproxy(haproxyBin!, haproxyConfig(listen, [portOf(a), portOf(b)]), listen);
  });

  afterAll(async () => {
    await haproxy?.stop();
    for (const running of [a, b]) running?.child.kill('SIGKILL');
    await servers?.dispose();
    await database?.drop();
  });

  it('sends requests to the two processes in turn', async () => {
    const pids: number[] = [];
    for (let request = 0; request < 6; request += 1) pids.push((await healthThrough()).pid);
    expect(new Set(pids)).toEqual(new Set([a.child.pid, b.child.pid]));
    pids.slice(1).forEach((pid, index) => expect(pid).not.toBe(pids[index]));
  });

  it('passes the live stream through: a change made through the balancer reaches a stream opened through it', async () => {
    const stream = await openChangeStream(haproxy.url, a.headers);
    for (let created = 0; created < 2; created += 1) {
      const answer = await fetch(`${haproxy.url}/api/admin/device-categories`, {
        method: 'POST', headers: { ...a.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: `Through the balancer ${created}` }),
      });
      expect(answer.status).toBe(201);
    }
    await stream.until(/event: changes\n[^]*"categories"/);
  });

  it('rolling restart: SIGTERM takes a process out by its 503 before it stops; a new one on its port is taken back', async () => {
    const port = portOf(a);
    const draining = lineOf(a.child, /SIGTERM received/);
    a.child.kill('SIGTERM');
    await draining;
    await expect.poll(() => haproxy.output(), { timeout: 20_000 }).toMatch(/Server kitroom\/app1 is DOWN, reason: Layer7 wrong status/);
    for (let request = 0; request < 4; request += 1) expect((await healthThrough()).pid).toBe(b.child.pid);
    const exited = exitOf(a.child);
    a.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    a = await servers.start({ ...DRAINING, PORT: String(port) });
    await expect.poll(() => haproxy.output(), { timeout: 20_000 }).toMatch(/Server kitroom\/app1 is UP/);
    const pids = new Set<number>();
    for (let request = 0; request < 4; request += 1) pids.add((await healthThrough()).pid);
    expect(pids).toEqual(new Set([a.child.pid, b.child.pid]));
  });

  it('takes a killed process out by its health check; the other answers every request', async () => {
    await kill(b);
    await expect.poll(() => haproxy.output(), { timeout: 20_000 }).toMatch(/Server kitroom\/app2 is DOWN/);
    for (let request = 0; request < 6; request += 1) expect((await healthThrough()).pid).toBe(a.child.pid);
    const list = await fetch(`${haproxy.url}/api/admin/device-categories`, { headers: a.headers });
    expect(list.status).toBe(200);
  });
});
