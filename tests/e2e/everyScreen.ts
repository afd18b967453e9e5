// Every screen of the app (page, list, panel, modal, palette page, menu) with how to open it and when it is ready,
// for the tests that look at all of them: nothing-clipped-or-covered (issue 18) and look (issue 22). A screen opens
// from wherever the page is (`reach`), over its list when it has one, so one page visits them all in a row.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type TestServer } from '../server/harness';
import { launchBrowser, logIn, startAppServer } from './browser';
import { sheetOf } from '../server/sheetHelpers';
import { say, type Language } from './messages';

export interface Screen {
  name: string;
  /** the list the screen opens over, if any, opened first */
  over?: string;
  path?: string;
  open?(): Promise<void>;
  ready(): Promise<void>;
}

/**
 * The records the screens open: the first of each list, a saved view of the admin's so that /views lists one, and a
 * history entry of a bulk change of three devices for the operation's page.
 */
export type ScreenRecords = Record<'device' | 'event' | 'model' | 'category' | 'space' | 'user' | 'view' | 'operation', number>;

export async function prepareScreens(server: TestServer): Promise<ScreenRecords> {
  const firstId = async (path: string): Promise<number> => {
    const { body } = await server.call('GET', path);
    return (body.results ?? body)[0].id;
  };
  const view = await server.call('POST', '/api/admin/saved-views', { body: { name: 'Em falta no Porto', path: '/devices', query: 'status=missing' } });
  if (view.status !== 201) throw new Error(`the saved view was refused: ${view.status} ${JSON.stringify(view.body)}`);
  const fleet: { id: number; status: string }[] = (await server.call('GET', '/api/admin/devices?page_size=50')).body.results;
  const three = fleet.filter((device) => device.status !== 'repairing').slice(0, 3).map((device) => device.id);
  const bulk = await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids: three, status: 'repairing' } });
  if (bulk.status !== 200) throw new Error(`the bulk change was refused: ${bulk.status} ${JSON.stringify(bulk.body)}`);
  const operation = (await server.call('GET', '/api/v2/history?operation=devices.bulk_status&page_size=1')).body.results[0].id;
  return {
    device: await withHistory(server, await firstId('/api/admin/devices?page_size=1')),
    event: await firstId('/api/v1/events?page_size=1'),
    model: await firstId('/api/admin/device-models?page_size=1'),
    category: await firstId('/api/admin/device-categories?page_size=1'),
    space: await firstId('/api/v2/spaces?page_size=1'),
    user: await firstId('/api/v2/beamian-users?page_size=1'),
    view: view.body.id,
    operation,
  };
}

export interface EveryScreenSession { server: TestServer; browser: Browser; page: Page; records: ScreenRecords }

/**
 * A server with the links the screens show (counter site, events admin), a browser, the admin logged in on the page
 * `pageOf` opens (its language, its size), and the records the screens open.
 */
export async function openEveryScreenSession(pageOf: (browser: Browser) => Promise<Page>): Promise<EveryScreenSession> {
  const [server, browser] = await Promise.all([
    startAppServer({ env: { COUNTER_SITE_URL: 'https://count.example.com/{slug}', EVENTS_ADMIN_URL: 'https://admin.example.com/events/{slug}' } }),
    launchBrowser(),
  ]);
  const page = await pageOf(browser);
  page.setDefaultTimeout(10_000);
  await logIn(page, server, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(`${server.url}/`);
  return { server, browser, page, records: await prepareScreens(server) };
}

/** How long an import's refusal is waited for: the first import starts a worker thread (devices-records.test.ts). */
const IMPORT_WAIT_MS = 15_000;

/** The device, its comment edited so that its history (its panel) holds an entry. */
async function withHistory(server: TestServer, device: number): Promise<number> {
  const { body: shown } = await server.call('GET', `/api/admin/devices/${device}`);
  const edited = await server.call('PUT', `/api/admin/devices/${device}`, { body: { name: shown.name, comment: 'Ecrã riscado no canto' } });
  if (edited.status !== 200) throw new Error(`the device's edit was refused: ${edited.status} ${JSON.stringify(edited.body)}`);
  return device;
}

/** The ways to reach and wait for screens on `page`. */
export function screenKit(page: Page) {
  const grid = () => page.getByRole('grid');
  const dialog = () => page.locator('[role="dialog"], [role="alertdialog"]').last();

  async function go(path: string): Promise<void> {
    await page.evaluate((target) => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  /** Out of any open dialog (palette, panel, sheet) back to a page. */
  async function closeDialogs(): Promise<void> {
    for (let tries = 0; tries < 4 && (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0; tries += 1) {
      await page.keyboard.press('Escape');
      // a form with changes asks first: a second Esc discards
      await page.waitForTimeout(50);
    }
  }

  /** A list with its rows in, the keyboard in the grid and the cursor on a row whose text is cut (else the first). */
  async function listReady(): Promise<void> {
    // a list keeps its scroll when a panel closes: any row will do
    await grid().locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])').first().waitFor({ state: 'attached' });
    await expect.poll(() => grid().getAttribute('aria-busy')).toBeNull();
    // as a person finds it: no search, nothing selected
    if ((await page.locator('input[type="search"]').inputValue()) !== '') {
      await page.keyboard.press('/');
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Escape');
    }
    if ((await grid().locator('[aria-selected="true"]').count()) > 0) {
      await grid().focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => grid().locator('[aria-selected="true"]').count()).toBe(0);
    }
    const cut = await grid().evaluate((element) => {
      const head = element.querySelector('.kr-grid-head')?.getBoundingClientRect().bottom ?? 0;
      const bottom = element.getBoundingClientRect().bottom;
      // the rows in view, not the few rendered beyond it
      const cells = ([...element.querySelectorAll('[role="row"][aria-rowindex] [role="gridcell"]')] as HTMLElement[]).filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.top >= head && box.bottom <= bottom;
      });
      const cell = cells.find((each) => each.scrollWidth > each.clientWidth + 1) ?? cells[1];
      return cell?.closest('[role="row"]')?.id ?? null;
    });
    if (cut) await page.locator(`[id="${cut}"] [role="gridcell"]`).nth(1).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
  }

  async function panelReady(): Promise<void> {
    await dialog().waitFor();
    await expect.poll(() => dialog().locator('[aria-busy="true"], .kr-spinner').count()).toBe(0);
  }

  /** An edit form with its record: its first text field is filled. */
  async function editReady(): Promise<void> {
    await panelReady();
    await expect.poll(() => dialog().locator('input[type="text"], input:not([type])').first().inputValue()).not.toBe('');
  }

  /** x on the cursor row and the one below it. */
  async function selectTwo(): Promise<void> {
    await page.keyboard.press('Home');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
  }

  /** The language the page speaks now. */
  const language = () => page.evaluate(() => document.documentElement.lang) as Promise<Language>;

  /** The palette at the page of a command's argument, the command found by its title in the page's language. */
  async function commandPage(title: 'command.app.theme' | 'command.app.density'): Promise<void> {
    const words = say(await language(), title).replace(/…$/, '');
    await page.keyboard.press('Control+k');
    await dialog().getByRole('combobox').pressSequentially(words);
    await expect.poll(() => dialog().getByRole('option').first().textContent()).toContain(words);
    await page.keyboard.press('Enter');
  }

  return { grid, dialog, go, closeDialogs, listReady, panelReady, editReady, selectTwo, commandPage };
}

/** Every screen, in the order the tests visit them. */
export function everyScreen(page: Page, ids: ScreenRecords): Screen[] {
  const { dialog, listReady, panelReady, editReady, selectTwo, commandPage } = screenKit(page);

  /** A search that matches some devices, two of them selected, then `key`: every choice of the export is offered. */
  const searchAndSelectTwo = (key: string) => async () => {
    await page.keyboard.press('/');
    await page.keyboard.type('a');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    await selectTwo();
    await page.keyboard.press(key);
  };
  /** The toolbar's checklist menus: 0 the fields searched, 1 the columns. */
  const openMenu = (index: number) => () => page.locator('.kr-menu > button').nth(index).click();
  const refuseEmptyForm = async () => {
    await dialog().locator('input').first().waitFor();
    await page.keyboard.press('Control+Enter');
  };
  /** A change typed in a new form, then Esc: the form asks before discarding it. */
  const typeThenEscape = async () => {
    await dialog().locator('input').first().waitFor();
    await page.keyboard.type('Rascunho');
    await page.keyboard.press('Escape');
  };
  /** A spreadsheet with a bad MAC address and a serial given twice: the import refuses it and lists the rows. */
  const importBadFile = async () => {
    const sheet = await sheetOf([['serial_id', 'name', 'mac_address'], ['LOOK-1', 'Endereço errado', 'zz:zz'], ['LOOK-1', 'Série repetida', null]]);
    await dialog().locator('input[type="file"]').setInputFiles({ name: 'Dispositivos.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from(sheet) });
    await dialog().locator('button[type="submit"]').click();
  };
  const paletteOptions = async () => void (await dialog().getByRole('option').first().waitFor());
  const menuOpen = () => page.locator('.kr-menu-popup').first().waitFor();
  /** Home with its overview's figures in, and its chart drawn when it has one */
  const homeReady = async () => {
    await page.locator('.kr-overview-bases[data-ready="true"]').waitFor();
    if ((await page.locator('.kr-overview-chart').count()) > 0) await page.locator('.kr-overview-chart canvas').waitFor();
  };

  return [
    { name: 'page not found', path: '/no-such-page', ready: () => page.locator('h1').first().waitFor() },
    { name: 'home', path: '/', ready: homeReady },
    { name: 'dashboard', path: '/dashboard', ready: () => page.locator('figure table').first().waitFor() },
    { name: 'devices', path: '/devices', ready: listReady },
    { name: 'device form (new)', over: '/devices', path: '/devices/add', ready: panelReady },
    { name: 'device form (edit)', over: '/devices', path: `/devices/edit/${ids.device}`, ready: editReady },
    { name: 'device form refused (required field empty)', over: '/devices', path: '/devices/add', open: refuseEmptyForm, ready: () => dialog().locator('[aria-invalid="true"]').first().waitFor() },
    { name: 'device history', over: '/devices', path: `/devices/${ids.device}/history`, ready: () => dialog().locator('.kr-history-entry').first().waitFor() },
    { name: 'device delete', over: '/devices', path: `/devices/delete/${ids.device}`, ready: panelReady },
    { name: 'export', over: '/devices', path: '/devices/export', ready: panelReady },
    { name: 'import', over: '/devices', path: '/devices/import', ready: () => page.locator('input[type="file"]').first().waitFor({ state: 'attached' }) },
    { name: 'import refused (bad rows)', over: '/devices', path: '/devices/import', open: importBadFile, ready: () => dialog().locator('.kr-bad-rows tbody tr').first().waitFor({ timeout: IMPORT_WAIT_MS }) },
    { name: 'devices, two selected (action bar)', over: '/devices', open: selectTwo, ready: () => page.locator('.kr-action-bar').waitFor() },
    { name: 'export (selected, matching, all)', over: '/devices', open: searchAndSelectTwo('Shift+E'), ready: async () => void (await dialog().getByRole('radio').nth(1).waitFor()) },
    { name: 'delete two devices', over: '/devices', open: searchAndSelectTwo('Delete'), ready: panelReady },
    { name: 'columns checklist', over: '/devices', open: openMenu(1), ready: menuOpen },
    { name: 'search-in checklist', over: '/devices', open: openMenu(0), ready: menuOpen },
    { name: 'palette', over: '/devices', open: () => page.keyboard.press('Control+k'), ready: paletteOptions },
    { name: 'palette: change status', over: '/devices', open: () => page.keyboard.press('s'), ready: paletteOptions },
    { name: 'palette: change theme', over: '/devices', open: () => commandPage('command.app.theme'), ready: async () => void (await dialog().getByRole('option').nth(2).waitFor()) },
    { name: 'palette: change table density', over: '/devices', open: () => commandPage('command.app.density'), ready: async () => void (await dialog().getByRole('option').nth(1).waitFor()) },
    { name: 'palette: recent changes', over: '/devices', open: () => page.keyboard.press('g').then(() => page.keyboard.press('r')), ready: paletteOptions },
    { name: 'operation page (a change of 3 devices)', path: `/history/operations/${ids.operation}`, ready: listReady },
    { name: 'help sheet', over: '/devices', open: () => page.keyboard.press('Shift+?'), ready: () => dialog().getByRole('heading').first().waitFor() },
    { name: 'events', path: '/events', ready: listReady },
    { name: 'event form (new)', over: '/events', path: '/events/add', ready: panelReady },
    { name: 'event form (edit)', over: '/events', path: `/events/edit/${ids.event}`, ready: editReady },
    { name: 'event managers', over: '/events', path: `/events/add-event-manager?event=${ids.event}`, ready: panelReady },
    { name: 'palette: add an event manager', over: '/events', open: () => page.keyboard.press('Shift+M'), ready: () => dialog().getByRole('combobox').waitFor() },
    { name: 'palette: live interactions', over: '/events', path: '/events/live-interactions', ready: paletteOptions },
    { name: 'booklet editor', over: '/events', path: `/events/${ids.event}/booklet`, ready: async () => void (await dialog().locator('input[name="title"]').waitFor()) },
    { name: 'models', path: '/devices/models', ready: listReady },
    { name: 'model form (edit)', over: '/devices/models', path: `/devices/models/edit/${ids.model}`, ready: editReady },
    { name: 'model form (new)', over: '/devices/models', path: '/devices/models/add', ready: panelReady },
    { name: 'categories', path: '/devices/categories', ready: listReady },
    { name: 'category form (new)', over: '/devices/categories', path: '/devices/categories/add', ready: panelReady },
    { name: 'category form (edit)', over: '/devices/categories', path: `/devices/categories/edit/${ids.category}`, ready: editReady },
    { name: 'discard changes? (confirmation)', over: '/devices/categories', path: '/devices/categories/add', open: typeThenEscape, ready: () => page.getByRole('alertdialog').waitFor() },
    { name: 'spaces', path: '/spaces', ready: listReady },
    { name: 'space form (new)', over: '/spaces', path: '/spaces/add', ready: panelReady },
    { name: 'space form (edit)', over: '/spaces', path: `/spaces/edit/${ids.space}`, ready: editReady },
    { name: 'users', path: '/users', ready: listReady },
    { name: 'user form (new)', over: '/users', path: '/users/add', ready: panelReady },
    { name: 'reset password', over: '/users', path: `/users/reset-password?user=${ids.user}`, ready: panelReady },
    { name: 'saved views', path: '/views', ready: listReady },
    { name: 'saved view form (edit)', over: '/views', path: `/views/edit/${ids.view}`, ready: editReady },
  ];
}

/** Opens `screen` from wherever the page is: out of any dialog, its list first, then its path and keys, until ready. */
export async function reach(page: Page, screen: Screen): Promise<void> {
  const { closeDialogs, go, listReady } = screenKit(page);
  await closeDialogs();
  if (screen.over) {
    await go(screen.over);
    await listReady();
  }
  if (screen.path) await go(screen.path);
  await screen.open?.();
  await screen.ready();
}

/** The login screen on a page without a session, with `stored` in its localStorage first (language, theme). */
export async function showLogin(page: Page, url: string, stored: Record<string, string>): Promise<void> {
  await page.goto(`${url}/login`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, stored);
  await page.reload();
  const language = stored['kitroom.language'];
  if (language) await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  await page.locator('form button[type="submit"], form button').first().waitFor();
}
