// Issue 22, "Done when": every screen, panel, modal, palette page and menu (everyScreen.ts) in pt, light and dark, at
// 1280×800 and 1920×1080, in real Chromium: a screenshot of each in screenshots/<width>x<height>-<theme>/ for a
// person to look at; checked by bounding boxes (nothing wider than the window, nothing clipped or covered:
// layoutCheck.ts) and by axe (no serious or critical violation at 1280×800: every rule in the light theme, the
// colour rules in the dark one, whose pages differ from the light ones only in their colours); ≥ 22 whole rows of
// ≤ 28 px on /devices in the compact density at 1280×800; every screen and every crop of the tokens in use
// (tokenCrops.ts, for docs/design.md) drawn dark in the dark theme.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../server/harness';
import { accessibilityViolations, pageIn } from './browser';
import { everyScreen, openEveryScreenSession, reach, showLogin, type ScreenRecords } from './everyScreen';
import { layoutOffences } from './layoutCheck';
import { meanLuminance } from './luminance';
import { CROPS, saveTokenCrops } from './tokenCrops';

const SHOTS = join(import.meta.dirname, '..', '..', 'screenshots');
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
type Viewport = (typeof VIEWPORTS)[number];
/** axe at one size per theme keeps the run short: what it checks (contrast, names, roles) seldom depends on the size */
const AXE_VIEWPORT: Viewport = VIEWPORTS[0];
/** the axe rules a theme changes the outcome of: the rest read the same page in both */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const COMPACT_ROWS = 22;
const COMPACT_ROW_PX = 28;
/** A screen drawn in the dark theme averages 0.10–0.15 today (light ones 0.85–0.97): one part left light lifts it */
const DARK_MAX_LUMINANCE = 0.3;

let server: TestServer;
let browser: Browser;
let page: Page;
let records: ScreenRecords;

beforeAll(async () => {
  rmSync(SHOTS, { recursive: true, force: true });
  ({ server, browser, page, records } = await openEveryScreenSession((opened) => pageIn(opened, 'pt')));
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The app in `theme`, chosen as the "Change theme…" command keeps it, from the home page. */
async function useTheme(theme: Theme): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('kitroom.theme', JSON.stringify(value)), theme);
  await page.goto(`${server.url}/`);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

const fileName = (index: number, name: string) =>
  `${String(index).padStart(2, '0')}-${name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`;

/** Everything out of place on `on` now: a page wider than the window, then each control clipped or covered. */
async function misplaced(on: Page): Promise<string[]> {
  const { scrollWidth, width } = await on.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: innerWidth }));
  const wider = scrollWidth > width ? [`the page is ${scrollWidth} px wide in a ${width} px window`] : [];
  return [...wider, ...(await layoutOffences(on)).map(({ element, problem }) => `${element}: ${problem}`)];
}

interface Findings {
  layout: string[];
  axe: string[];
  /** screens of the dark theme not drawn dark */
  dark: string[];
}

/** Writes the screenshot of `on` and checks it: laid out whole, accessible (at one size), dark in the dark theme. */
async function lookAt(on: Page, where: string, path: string, { theme, axe }: { theme: Theme; axe: boolean }, findings: Findings): Promise<void> {
  const png = await on.screenshot({ path, animations: 'disabled' });
  findings.layout.push(...(await misplaced(on)).map((offence) => `${where}: ${offence}`));
  if (axe) {
    const violations = await accessibilityViolations(on, theme === 'dark' ? { rules: COLOUR_RULES } : {});
    findings.axe.push(...violations.map((violation) => `${where}: ${violation}`));
  }
  if (theme === 'dark') {
    const luminance = await meanLuminance(page, png);
    if (luminance > DARK_MAX_LUMINANCE) findings.dark.push(`${where}: mean luminance ${luminance.toFixed(2)}`);
  }
}

/** The login screen in a visitor's context (no session) of this size and theme: shot, checked. */
async function lookAtLogin(viewport: Viewport, theme: Theme, folder: string, findings: Findings): Promise<void> {
  const visitor = await browser.newContext({ bypassCSP: true, viewport });
  try {
    const login = await visitor.newPage();
    await showLogin(login, server.url, { 'kitroom.language': 'pt', 'kitroom.theme': theme });
    await lookAt(login, `${viewport.width}x${viewport.height} ${theme} login`, join(folder, fileName(0, 'login')), { theme, axe: viewport === AXE_VIEWPORT }, findings);
  } finally {
    await visitor.close();
  }
}

describe('the look (issue 22)', () => {
  it('shows every screen whole and accessible in light and dark, at 1280×800 and 1920×1080, with a screenshot of each', async () => {
    const findings: Findings = { layout: [], axe: [], dark: [] };
    for (const theme of THEMES) {
      await useTheme(theme);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        const folder = join(SHOTS, `${viewport.width}x${viewport.height}-${theme}`);
        mkdirSync(folder, { recursive: true });
        await lookAtLogin(viewport, theme, folder, findings);
        for (const [index, screen] of everyScreen(page, records).entries()) {
          const where = `${viewport.width}x${viewport.height} ${theme} ${screen.name}`;
          try {
            await reach(page, screen);
          } catch (error) {
            findings.layout.push(`${where}: not reached: ${String(error).split('\n').slice(0, 4).join(' ')}`);
            await useTheme(theme);
            continue;
          }
          await lookAt(page, where, join(folder, fileName(index + 1, screen.name)), { theme, axe: viewport === AXE_VIEWPORT }, findings);
        }
      }
    }
    expect(findings).toEqual({ layout: [], axe: [], dark: [] });
  }, 420_000);

  it(`shows at least ${COMPACT_ROWS} whole rows of at most ${COMPACT_ROW_PX} px on /devices in the compact density at 1280×800`, async () => {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(`${server.url}/devices`);
    // compact is the density a person has until they choose another
    expect(await page.evaluate(() => document.documentElement.dataset.density)).toBe('compact');
    const grid = page.getByRole('grid');
    await grid.locator('[role="row"][aria-rowindex="2"]').waitFor();
    const heights = await grid.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const top = element.querySelector('.kr-grid-head')?.getBoundingClientRect().bottom ?? box.top;
      // the grid's own viewport, without its borders and a sideways scrollbar
      const bottom = box.top + element.clientTop + element.clientHeight;
      return [...element.querySelectorAll('.kr-grid-body [role="row"]')]
        .map((row) => row.getBoundingClientRect())
        .filter((row) => row.top >= top - 0.5 && row.bottom <= bottom + 0.5)
        .map((row) => row.height);
    });
    const measured = `${heights.length} whole rows, the tallest ${Math.max(...heights)} px`;
    expect(heights.length, measured).toBeGreaterThanOrEqual(COMPACT_ROWS);
    expect(Math.max(...heights), measured).toBeLessThanOrEqual(COMPACT_ROW_PX);
  });

  it('crops the tokens in use (buttons, chips, rows, a field, the palette, a toast, a chart), each drawn dark in dark', async () => {
    const folder = join(SHOTS, 'tokens');
    mkdirSync(folder, { recursive: true });
    await page.setViewportSize(VIEWPORTS[0]);
    const light: string[] = [];
    for (const theme of THEMES) {
      await useTheme(theme);
      const crops = await saveTokenCrops(page, records, folder, theme);
      if (theme !== 'dark') continue;
      for (const name of CROPS) {
        const luminance = await meanLuminance(page, crops[name]);
        if (luminance > DARK_MAX_LUMINANCE) light.push(`${name}: mean luminance ${luminance.toFixed(2)}`);
      }
    }
    expect(light).toEqual([]);
  }, 120_000);
});
