// `npm test`'s first step (package.json "pretest"): the system programs the tests drive — Debian's chromium (the
// browser flows), postgresql (the server suite again on PostgreSQL, several processes) and haproxy (the documented
// balancer config) — installed when missing, as .ci/run does, so that the README's test command sets up a fresh
// machine. Without root or apt-get it says what to install and goes on: the PostgreSQL and HAProxy tests then skip,
// saying why; KITROOM_NO_INSTALL=1 never installs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const hasPostgres = () => {
  try {
    return readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/postgres`));
  } catch {
    return false;
  }
};
const onPath = (program) => spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;

const missing = [
  ['chromium', existsSync('/usr/bin/chromium')],
  ['postgresql', hasPostgres()],
  ['haproxy', onPath('haproxy') || existsSync('/usr/sbin/haproxy')],
].filter(([, present]) => !present).map(([name]) => name);

if (missing.length > 0) {
  const canInstall = process.getuid?.() === 0 && onPath('apt-get') && process.env.KITROOM_NO_INSTALL !== '1';
  if (!canInstall) {
    console.warn(`Missing for some tests: ${missing.join(', ')}. Install with: apt-get install -y ${missing.join(' ')}`);
  } else {
    console.log(`Installing what the tests need: ${missing.join(', ')}`);
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      console.warn(`Could not install ${missing.join(', ')}: the tests that need them will say so.`);
    }
  }
}
