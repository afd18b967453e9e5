// Not a test: `node tests/e2e/screenshots.mjs [path…]` saves PNGs of screens to /tmp for a person to look at.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'kitroom-shots-'));
const child = spawn(process.execPath, ['dist/server/main.mjs'], { cwd: root, env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG: '0', ADMIN_PASSWORD: 'shots-password-1' } });
const url = await new Promise((resolve) => child.stdout.on('data', (chunk) => {
  const match = /listening on (\S+)/.exec(String(chunk));
  if (match) resolve(match[1]);
}));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${url}/login`);
await page.screenshot({ path: '/tmp/shot-login.png' });
await page.getByLabel(/e-mail/i).fill('admin@example.com');
await page.locator('input[type=password]').fill('shots-password-1');
await page.keyboard.press('Enter');
await page.waitForURL(`${url}/`);
for (const path of process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/dashboard', '/devices']) {
  await page.goto(url + path);
  await page.waitForTimeout(1200);
  const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
}
await page.keyboard.press('Control+k');
await page.waitForTimeout(500);
await page.keyboard.type('kio');
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shot-palette.png' });
await page.keyboard.press('Escape');
await page.keyboard.press('Shift+?');
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/shot-help.png' });
await browser.close();
child.kill('SIGTERM');
