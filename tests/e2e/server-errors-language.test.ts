// The server's refusals on screen in the person's language, in real Chromium on the built app: a website that is
// no URL, named beside the space form's field, and a category in use, refused in the delete confirmation, in
// Portuguese and in Spanish (the server answers English texts with codes; the app words the codes).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { launchBrowser, loggedInPage, startAppServer } from './browser';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const LANGUAGES = [
  { language: 'pt', name: 'Nome', website: 'Sítio web', invalidUrl: 'Introduza um URL válido.', inUse: /^Esta categoria é usada por \d+ modelos de dispositivo\. Mova-os primeiro para outra categoria\.$/ },
  { language: 'es', name: 'Nombre', website: 'Sitio web', invalidUrl: 'Introduzca una URL válida.', inUse: /^Esta categoría la usan \d+ modelos de dispositivo\. Muévalos antes a otra categoría\.$/ },
] as const;

describe.each(LANGUAGES)('in $language', ({ language, name, website, invalidUrl, inUse }) => {
  let page: Page;
  beforeAll(async () => {
    page = await loggedInPage(browser, server, { language });
  });
  afterAll(() => page?.context().close());

  it('names a website that is no URL beside the space form\'s field', async () => {
    await page.goto(`${server.url}/spaces/add`);
    const panel = page.getByRole('dialog');
    await panel.getByLabel(name, { exact: true }).fill(`Galeria ${language}`);
    const field = panel.getByLabel(website, { exact: true });
    await field.fill('ftp://harbour.example.com');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await field.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(invalidUrl);
  });

  it('refuses to delete a category in use in the confirmation, with its count', async () => {
    const categories: Array<{ id: number; name: string }> = (await server.call('GET', '/api/admin/device-categories?page_size=500')).body.results;
    const used = categories.find((each) => each.name === 'Scanners')!;
    await page.goto(`${server.url}/devices/categories/delete/${used.id}`);
    // the modal shows "loading" with a Close button until the category is read; then its name and Delete
    const modal = page.getByRole('alertdialog').filter({ hasText: 'Scanners' });
    await modal.waitFor();
    // Cancel has the focus first; the next Tab stop is Delete
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const alert = modal.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toMatch(inUse);
    expect((await server.call('GET', `/api/admin/device-categories/${used.id}`)).status).toBe(200);
  });
});
