// The theme and density commands in real Chromium, by keyboard, in Portuguese: the dark theme chosen from the palette
// paints the page in the dark tokens and survives a reload; "same as the system" follows the system's scheme live;
// axe passes on the devices list and the dashboard in dark; toasts and the palette follow the theme; the density
// command puts the comfortable rows on <html>.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROW_HEIGHTS } from '../../src/app/palette/results';
import { parseOpaqueColour, resolveToken, themesOf, type ThemeName } from '../app/tokenContrast';
import { closeSession, expectAccessible, goInside, goToSection, openSession, type Session } from './browser';
import { meanLuminance } from './luminance';
import { say } from './messages';

let session: Session;
const page = () => session.page;
const palette = () => page().getByRole('dialog', { name: say('pt', 'palette.title') });

const themes = themesOf(readFileSync(new URL('../../src/app/styles/tokens.css', import.meta.url), 'utf8'));
/** A token's value in `theme` as the browser reports a computed colour: rgb(r, g, b). */
function computed(theme: ThemeName, token: string): string {
  const colour = parseOpaqueColour(resolveToken(themes[theme], token));
  if (!colour) throw new Error(`${token} is not an opaque colour`);
  return `rgb(${colour.join(', ')})`;
}

const appliedTheme = () => page().evaluate(() => document.documentElement.dataset.theme);
const pageBackground = () => page().evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** Palette → `command` → `choice`, by keyboard, each checked as the first option before Enter. */
async function choose(command: string, choice: string): Promise<void> {
  await page().keyboard.press('Control+k');
  await palette().getByRole('combobox').pressSequentially(command);
  await expect.poll(() => palette().getByRole('option').first().textContent()).toContain(command);
  await page().keyboard.press('Enter');
  await palette().getByRole('combobox').pressSequentially(choice);
  await expect.poll(() => palette().getByRole('option').first().textContent()).toContain(choice);
  await page().keyboard.press('Enter');
  await palette().waitFor({ state: 'detached' });
}
const chooseTheme = (theme: 'theme.dark' | 'theme.light' | 'theme.system') => choose(say('pt', 'command.app.theme'), say('pt', theme));

beforeAll(async () => {
  session = await openSession({ language: 'pt' });
  await page().emulateMedia({ colorScheme: 'light' });
});
afterAll(() => closeSession(session));

describe('the theme, by keyboard', () => {
  it('turns dark from the palette ("Mudar de tema…" → Escuro), and stays dark after a reload', async () => {
    expect(say('pt', 'command.app.theme')).toBe('Mudar de tema…');
    expect(await appliedTheme()).toBe('light');
    expect(await pageBackground()).toBe(computed('light', '--kr-bg'));
    await chooseTheme('theme.dark');
    expect(await appliedTheme()).toBe('dark');
    expect(await pageBackground()).toBe(computed('dark', '--kr-bg'));
    expect(await page().evaluate(() => getComputedStyle(document.body).color)).toBe(computed('dark', '--kr-text'));
    expect(await page().evaluate(() => localStorage.getItem('kitroom.theme'))).toBe('"dark"');

    await page().reload();
    await page().locator('h1').waitFor();
    expect(await appliedTheme()).toBe('dark');
    expect(await pageBackground()).toBe(computed('dark', '--kr-bg'));
  });

  it('follows the system\'s scheme live on "Igual ao sistema", and forgets the choice', async () => {
    await chooseTheme('theme.system');
    expect(await appliedTheme()).toBe('light');
    await page().emulateMedia({ colorScheme: 'dark' });
    await expect.poll(appliedTheme).toBe('dark');
    expect(await pageBackground()).toBe(computed('dark', '--kr-bg'));
    await page().emulateMedia({ colorScheme: 'light' });
    await expect.poll(appliedTheme).toBe('light');
    expect(await pageBackground()).toBe(computed('light', '--kr-bg'));
    expect(await page().evaluate(() => localStorage.getItem('kitroom.theme'))).toBeNull();
  });

  it('passes axe on the devices list and the dashboard in dark', async () => {
    await chooseTheme('theme.dark');
    await goToSection(session, 'devices');
    await page().getByRole('grid').getByRole('row').nth(1).waitFor();
    await expectAccessible(page(), '/devices in dark');
    await page().locator('body').press('g');
    await page().keyboard.press('b');
    await page().waitForURL(`${session.server.url}/dashboard`);
    await page().locator('.kr-chart canvas').first().waitFor();
    await expectAccessible(page(), '/dashboard in dark');
  });

  it('lays the palette out in the dark raised colours, its rows as high as the virtualizer places them', async () => {
    await page().keyboard.press('Control+k');
    const option = palette().getByRole('option').first();
    await option.waitFor();
    const look = await palette().evaluate((dialog) => {
      const height = (selector: string) => dialog.querySelector(selector)?.getBoundingClientRect().height;
      const selected = dialog.querySelector('[role="option"][data-selected="true"]');
      return {
        background: getComputedStyle(dialog).backgroundColor,
        selected: selected ? getComputedStyle(selected).backgroundColor : null,
        item: height('[role="option"]'),
        heading: height('.kr-palette-heading'),
      };
    });
    expect(look).toEqual({ background: computed('dark', '--kr-raised'), selected: computed('dark', '--kr-selected'), item: ROW_HEIGHTS.item, heading: ROW_HEIGHTS.heading });
    await expectAccessible(page(), 'the palette in dark');
    await page().keyboard.press('Escape');
    await palette().waitFor({ state: 'detached' });
  });

  it('shows toasts in the theme: a plain one raised, an error on the danger tone', async () => {
    const toaster = page().locator('[data-sonner-toaster]');
    await page().locator('body').press('Control+z');
    const plain = page().locator('[data-sonner-toast]', { hasText: say('pt', 'undo.nothing') });
    await plain.waitFor();
    expect(await toaster.getAttribute('data-sonner-theme')).toBe('dark');
    expect(await plain.evaluate((toast) => [getComputedStyle(toast).backgroundColor, getComputedStyle(toast).color])).toEqual([computed('dark', '--kr-raised'), computed('dark', '--kr-text')]);

    // a key about rows with no row to act on says why, as an error
    await goInside(page(), '/devices?search=zz-no-such-device-zz');
    await expect.poll(() => page().getByRole('grid').getByRole('row').count()).toBe(1);
    await page().locator('body').press('s');
    const error = page().locator('[data-sonner-toast][data-type="error"]').first();
    await error.waitFor();
    expect(await error.evaluate((toast) => [getComputedStyle(toast).backgroundColor, getComputedStyle(toast).color])).toEqual([computed('dark', '--kr-danger-soft'), computed('dark', '--kr-text')]);
    await expectAccessible(page(), 'an error toast in dark');

    await chooseTheme('theme.light');
    await expect.poll(() => toaster.getAttribute('data-sonner-theme')).toBe('light');
    expect(await error.evaluate((toast) => getComputedStyle(toast).backgroundColor)).toBe(computed('light', '--kr-danger-soft'));
  });
});

describe('the table density, by keyboard', () => {
  it('turns comfortable from the palette ("Mudar a densidade das tabelas…" → Confortável), remembered', async () => {
    expect(await page().evaluate(() => document.documentElement.dataset.density)).toBe('compact');
    await choose(say('pt', 'command.app.density'), say('pt', 'density.comfortable'));
    expect(await page().evaluate(() => document.documentElement.dataset.density)).toBe('comfortable');
    expect(await page().evaluate(() => localStorage.getItem('kitroom.density'))).toBe('"comfortable"');
    await page().reload();
    await page().locator('h1').waitFor();
    expect(await page().evaluate(() => document.documentElement.dataset.density)).toBe('comfortable');
  });
});

describe('the first frame, before the app\'s script runs', () => {
  it('paints a dark system\'s page dark, not white (the canvas follows the system until the theme is known)', async () => {
    const early = await session.browser.newPage({ colorScheme: 'dark', viewport: { width: 400, height: 300 } });
    try {
      // the app's script never runs: what shows is what the HTML and the stylesheet paint on their own
      await early.route('**/*.js', (route) => route.abort());
      await early.goto(`${session.server.url}/`);
      await early.waitForLoadState('load');
      expect(await meanLuminance(session.page, await early.screenshot())).toBeLessThan(0.2);
    } finally {
      await early.close();
    }
  });
});
