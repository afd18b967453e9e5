// Issue 21 point 6 in real Chromium, by keyboard: a record found in the palette opens its actions with Tab (or →),
// each the registered command run on that record from wherever the palette was opened. Portuguese and English.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { closeSession, expectAccessible, openSession, type Session } from './browser';

let session: Session;
let server: TestServer;
let page: Page;

const palette = () => page.getByRole('dialog');
const optionTexts = () => palette().getByRole('option').allTextContents();

async function search(text: string, expectedFirst: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await palette().getByRole('combobox').pressSequentially(text);
  await expect.poll(async () => (await optionTexts())[0] ?? '').toContain(expectedFirst);
}

async function chooseOption(pattern: RegExp): Promise<void> {
  await expect.poll(async () => (await optionTexts()).findIndex((text) => pattern.test(text))).toBeGreaterThanOrEqual(0);
  const index = (await optionTexts()).findIndex((text) => pattern.test(text));
  for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

describe('a record’s actions from the palette, in Portuguese', () => {
  beforeAll(async () => {
    session = await openSession({ language: 'pt' });
    ({ server, page } = session);
  });
  afterAll(() => closeSession(session));

  it('changes a device’s status from Home without going to its list', async () => {
    const devices = (await server.call('GET', '/api/admin/devices?page_size=1000')).body.results as { id: number; name: string; status: string }[];
    const target = devices.find((each) => each.status === 'available' && /^SCANNER-/.test(each.name)) as { id: number; name: string };
    await search(target.name, target.name);
    await page.keyboard.press('Tab');
    await expect.poll(async () => (await optionTexts())[0]).toMatch(/^Editar/);
    expect(await page.locator('.kr-palette-page-title').textContent()).toBe(target.name);
    await expectAccessible(page, 'a device’s actions in the palette');
    await chooseOption(/^Alterar o estado de/);
    await chooseOption(/^Desaparecido/);
    await expect.poll(async () => (await server.call('GET', `/api/admin/devices/${target.id}`)).body.status).toBe('missing');
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('a record’s actions from the palette, in English', () => {
  beforeAll(async () => {
    session = await openSession();
    ({ server, page } = session);
  });
  afterAll(() => closeSession(session));

  it('→ at the end of the query opens an event’s actions; Edit opens its panel', async () => {
    const events = (await server.call('GET', '/api/v1/events?page_size=100')).body.results as { id: number; name: string }[];
    const target = events[0] as { id: number; name: string };
    await search(target.name, target.name);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await optionTexts())[0]).toMatch(/^Edit/);
    const texts = await optionTexts();
    expect(texts.some((text) => /booklet/i.test(text))).toBe(true);
    expect(texts.some((text) => /manager/i.test(text))).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/events/edit/${target.id}`);
    await page.keyboard.press('Escape');
  });
});
