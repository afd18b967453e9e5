// The app's core in real Chromium, driven by the keyboard: login, palette, g sequences, language, logout.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from '../server/harness';
import { expectAccessible, launchBrowser, newPage, startAppServer } from './browser';

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the shell, by keyboard', () => {
  it('sends a logged-out visitor to /login and back to where they were going after login', async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(/\/login$/);
    await expectAccessible(page, 'login');
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Palavra-passe', { exact: true }).fill('wrong password');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('E-mail ou palavra-passe incorretos');
    await page.getByLabel('Palavra-passe', { exact: true }).fill(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { name: 'Painel' }).waitFor();
  });

  it('shows the real device counts on the dashboard', async () => {
    const statusTable = page.locator('figure', { hasText: 'Dispositivos por estado' }).locator('table');
    await statusTable.waitFor();
    const counts = await statusTable.locator('td').allTextContents();
    const total = counts.reduce((sum, count) => sum + Number(count), 0);
    expect(total).toBe(300);
    await expectAccessible(page, 'dashboard');
  });

  it('navigates with g sequences', async () => {
    await page.locator('body').press('g');
    await page.keyboard.press('h');
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { name: /Olá, Admin/ }).waitFor();
    await expectAccessible(page, 'home');
    for (const [key, path] of [['e', '/events'], ['s', '/spaces'], ['u', '/users'], ['d', '/devices'], ['m', '/devices/models'], ['c', '/devices/categories'], ['b', '/dashboard']] as const) {
      await page.keyboard.press('g');
      await page.keyboard.press(key);
      await page.waitForURL(`${server.url}${path}`);
      await page.locator('h1').waitFor();
      await expectAccessible(page, path);
    }
  });

  it('opens the palette with the keyboard, finds a device by part of its serial number and opens it', async () => {
    const device = (await server.call('GET', '/api/admin/devices?page_size=1')).body.results[0];
    const serialPart = String(device.serial_id).slice(-6);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.waitFor();
    await expectAccessible(page, 'palette');
    await input.pressSequentially(`#${serialPart}`);
    await expect.poll(async () => page.getByRole('option').first().textContent()).toContain(device.name);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/devices/edit/${device.id}`);
    const panel = page.getByRole('dialog');
    await expect.poll(() => panel.getByLabel(/^Nome/).inputValue()).toBe(device.name);
    await page.keyboard.press('Escape');
    await page.waitForURL(`${server.url}/devices`);
  });

  it('shows every shortcut on ?', async () => {
    await page.locator('body').press('Shift+?');
    const sheet = page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await sheet.waitFor();
    await expect.poll(() => sheet.textContent()).toContain('Ir para Dispositivos');
    await expectAccessible(page, 'shortcut sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it('switches language from the palette and the top bar follows', async () => {
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').pressSequentially('idioma');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('combobox').pressSequentially('english');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Devices' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('kitroom.language'))).toBe('"en"');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('logs out from the palette, revokes the token and lands on /login', async () => {
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('kitroom.auth') ?? '{}').token as string);
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').pressSequentially('log out');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login$/);
    await page.getByText('You have logged out.').waitFor();
    expect((await server.call('GET', '/api/v2/services/is-admin', { token })).status).toBe(401);
    await page.goto(`${server.url}/devices`);
    await page.waitForURL(/\/login$/);
    await page.getByText('Log back in as Admin?').waitFor();
  });
});
