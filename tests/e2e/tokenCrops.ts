// Small crops of the design tokens in use, for docs/design.md: the button kinds and status chips (a specimen drawn
// with the app's own classes on a real page), a table's head with a selected row and the cursor row, a field with
// its hint and its error, the palette, a toast and a chart. Written to screenshots/tokens/<theme>-<name>.png.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { everyScreen, reach, screenKit, type ScreenRecords } from './everyScreen';
import { say } from './messages';

export const CROPS = ['buttons', 'chips', 'table-rows', 'field', 'palette', 'toast', 'chart'] as const;
type Crop = (typeof CROPS)[number];

const STATUSES = ['available', 'in_use', 'repairing', 'receiving', 'missing'] as const;

/** A strip over the page's top left corner, on the page's background, holding `html` (the app's own classes). */
async function specimen(page: Page, html: string): Promise<Locator> {
  await page.evaluate((inner) => {
    const strip = document.createElement('div');
    strip.id = 'kr-look-specimen';
    strip.style.cssText = 'position:fixed;top:0;left:0;z-index:1000;display:flex;align-items:center;gap:var(--kr-space-2);padding:var(--kr-space-4);background:var(--kr-bg)';
    strip.innerHTML = inner;
    document.body.append(strip);
  }, html);
  return page.locator('#kr-look-specimen');
}

const removeSpecimen = (page: Page) => page.evaluate(() => document.getElementById('kr-look-specimen')?.remove());

/** Saves every crop of the page's current theme into `folder` as `<theme>-<name>.png`; answers each crop's PNG. */
export async function saveTokenCrops(page: Page, records: ScreenRecords, folder: string, theme: string): Promise<Record<Crop, Buffer>> {
  const { dialog, go, listReady, closeDialogs } = screenKit(page);
  const screens = everyScreen(page, records);
  const screen = (name: string) => {
    const found = screens.find((each) => each.name === name);
    if (!found) throw new Error(`no screen named ${name}`);
    return found;
  };
  const file = (name: Crop) => join(folder, `${theme}-${name}.png`);
  const crops: Partial<Record<Crop, Buffer>> = {};
  const shoot = async (locator: Locator, name: Crop) => {
    crops[name] = await locator.screenshot({ path: file(name), animations: 'disabled' });
  };

  await reach(page, screen('devices'));
  const buttons = await specimen(
    page,
    ['kr-primary|Primary', '|Secondary', 'kr-quiet|Quiet', 'kr-danger|Danger']
      .map((kind) => kind.split('|'))
      .map(([modifier, label]) => `<button type="button" class="kr-button ${modifier}">${label}</button>`)
      .join('') + '<button type="button" class="kr-button" disabled>Disabled</button><button type="button" class="kr-button" id="kr-look-focused">Focused</button>',
  );
  // the focus ring as the keyboard shows it: focus moved by a key press
  await page.keyboard.press('Shift');
  await page.locator('#kr-look-focused').focus();
  await shoot(buttons, 'buttons');
  await removeSpecimen(page);

  const chips = await specimen(page, STATUSES.map((status) => `<span class="kr-chip kr-chip-${status}">${say('pt', `status.${status}`)}</span>`).join(''));
  await shoot(chips, 'chips');
  await removeSpecimen(page);

  // the head, a selected row (the second) and the cursor on the fourth, no pointer over them
  await go('/devices');
  await listReady();
  await page.mouse.move(0, 0);
  for (const key of ['Home', 'j', 'x', 'j', 'j']) await page.keyboard.press(key);
  const grid = await page.getByRole('grid').boundingBox();
  const head = await page.locator('.kr-grid-head').boundingBox();
  const row = await page.locator('.kr-grid-body [role="row"]').first().boundingBox();
  if (!grid || !head || !row) throw new Error('the devices grid has no box');
  crops['table-rows'] = await page.screenshot({ path: file('table-rows'), animations: 'disabled', clip: { x: grid.x, y: grid.y, width: grid.width, height: head.height + 6 * row.height + 2 } });
  await page.keyboard.press('Escape');

  await reach(page, screen('device form refused (required field empty)'));
  const fields = dialog().locator('.kr-field:has(.kr-field-error)');
  await shoot(fields.filter({ has: page.locator('.kr-field-hint') }).or(fields).first(), 'field');
  await closeDialogs();

  await reach(page, screen('palette'));
  await dialog().getByRole('combobox').pressSequentially('kio');
  await expect.poll(() => dialog().locator('.kr-palette-match').count()).toBeGreaterThan(0);
  await shoot(page.locator('.kr-palette'), 'palette');
  await closeDialogs();

  // a toast: "Link copied", from the palette's command on the devices list
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await reach(page, screen('devices'));
  const copyLink = say('pt', 'command.views.copyLink');
  await page.keyboard.press('Control+k');
  await dialog().getByRole('combobox').pressSequentially(copyLink);
  await expect.poll(() => dialog().getByRole('option').first().textContent()).toContain(copyLink);
  await page.keyboard.press('Enter');
  const toast = page.locator('[data-sonner-toast]').first();
  await toast.waitFor();
  await shoot(toast, 'toast');

  await reach(page, screen('dashboard'));
  await shoot(page.locator('figure.kr-chart').first(), 'chart');

  return crops as Record<Crop, Buffer>;
}
