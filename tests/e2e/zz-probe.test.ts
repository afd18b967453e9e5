import { afterAll, beforeAll, it } from 'vitest';
import { closeSession, openSession, type Session } from './browser';

let session: Session;
beforeAll(async () => { session = await openSession({ language: (process.env.LANG_ ?? 'en') as 'en' }); }, 180_000);
afterAll(() => closeSession(session));

it('probe', async () => {
  const { page, server } = session;
  for (const density of ['compact', 'comfortable']) {
    await page.evaluate((d) => localStorage.setItem('kitroom.density', JSON.stringify(d)), density);
    const width = Number(process.env.W ?? 1280);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${server.url}${process.env.P ?? '/devices'}`);
    await page.locator('[role="grid"] [role="row"][aria-rowindex="3"]').waitFor();
    await page.waitForTimeout(500);
    const info = await page.evaluate(() => {
      const box = (sel: string) => { const e = document.querySelector(sel); if (!e) return null; const b = e.getBoundingClientRect(); return [Math.round(b.top), Math.round(b.height)]; };
      const grid = document.querySelector('[role="grid"]')!;
      const head = grid.querySelector('.kr-grid-head')!.getBoundingClientRect().bottom;
      const bottom = grid.getBoundingClientRect().bottom;
      const rows = [...grid.querySelectorAll('.kr-grid-body [role="row"]')].map((r) => r.getBoundingClientRect()).filter((b) => b.top >= head - 0.5 && b.bottom <= bottom + 0.5);
      return { density: document.documentElement.dataset.density, doc: document.documentElement.scrollHeight, h1: box('h1'), selection: box('.kr-table-selection'), toolbar: box('.kr-table-toolbar'), grid: box('[role="grid"]'), head: box('.kr-grid-head'), rowH: rows[0]?.height, whole: rows.length, font: getComputedStyle(grid.querySelector('.kr-cell')!).fontSize, cols: getComputedStyle(grid.querySelector('.kr-grid-body .kr-row')!).gridTemplateColumns };
    });
    console.log(JSON.stringify(info));
    await page.screenshot({ path: `/tmp/probe-${density}.png` });
  }
}, 120_000);
it('bar', async () => {
  const { page, server } = session;
  await page.evaluate(() => localStorage.setItem('kitroom.density', JSON.stringify('compact')));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/devices`);
  await page.locator('[role="grid"] [role="row"][aria-rowindex="3"]').waitFor();
  await page.getByRole('grid').focus();
  for (let i = 0; i < 21; i += 1) await page.keyboard.press('j');
  const before = await page.evaluate(() => [document.querySelector('[role="grid"]')!.getBoundingClientRect().toJSON(), document.querySelector('[role="grid"]')!.scrollTop]);
  await page.keyboard.press('x');
  await page.locator('.kr-action-bar').waitFor();
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => {
    const g = document.querySelector('[role="grid"]')!; const bar = document.querySelector('.kr-action-bar')!.getBoundingClientRect();
    const cur = document.querySelector('.kr-row.is-cursor')!.getBoundingClientRect();
    return { grid: g.getBoundingClientRect().toJSON(), client: g.clientHeight, top: g.scrollTop, bar: [bar.top, bar.bottom, bar.height], cursor: [cur.top, cur.bottom], viewportBottom: g.getBoundingClientRect().top + g.clientTop + g.clientHeight, doc: document.documentElement.scrollHeight };
  });
  console.log(JSON.stringify(before), JSON.stringify(after));
  await page.screenshot({ path: '/tmp/probe-bar.png' });
}, 60_000);
