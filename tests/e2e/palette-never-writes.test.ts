// Issue 21 points 1-2 in real Chromium, by keyboard only, in English and Portuguese: with the cursor on a printer of
// /devices and "Assign…" used once (so that it ranks as recent), typing an event's name ("porto health") and Enter
// opens the event and changes no device; "porto" offers no "Receive … at Porto"; "assign porto" does offer the
// assignment first, and Enter makes it; "sao" (which folds into "terminar sessao") offers neither Log out nor an
// assignment, and Enter keeps the session and the device. Every change is checked through the API.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, KitroomEvent } from '../../src/contract/entities';
import { closeSession, cursorOnRow, goToSection, openSession, type Session } from './browser';
import type { Language } from './messages';

interface Words {
  assign: string;
  receiveAtPorto: (name: string) => string;
  assignTo: (name: string, event: string) => string;
  logOut: string;
}

const WORDS: Record<'en' | 'pt', Words> = {
  en: { assign: 'assign', receiveAtPorto: (name) => `Receive ${name} at Porto`, assignTo: (name, event) => `Assign ${name} to ${event}`, logOut: 'Log out' },
  pt: { assign: 'atribuir', receiveAtPorto: (name) => `Receber ${name} em Porto`, assignTo: (name, event) => `Atribuir ${name} a ${event}`, logOut: 'Terminar sessão' },
};

for (const language of ['en', 'pt'] as const satisfies readonly Language[]) {
  describe(`the palette never writes by surprise (${language})`, () => {
    const words = WORDS[language];
    let session: Session;
    let page: Page;
    let printer: Device;
    let eventsByName: Map<string, KitroomEvent>;

    const palette = () => page.getByRole('dialog');
    const paletteInput = () => palette().getByRole('combobox');
    const optionTexts = () => palette().getByRole('option').allTextContents();
    const firstOption = () => palette().getByRole('option').first();
    const eventOf = async () => (await session.server.call('GET', `/api/admin/devices/${printer.id}`)).body.current_event_id as number | null;
    const eventId = (name: string) => eventsByName.get(name)?.id ?? null;
    /** the text of the cursor row of the grid that has the keyboard, or null when no grid has it */
    const cursorRowText = () => page.evaluate(() => {
      const grid = document.activeElement;
      const cursor = grid?.getAttribute('role') === 'grid' ? grid.getAttribute('aria-activedescendant') : null;
      return cursor ? (document.getElementById(cursor)?.closest('[role="row"]')?.textContent ?? null) : null;
    });

    async function openPaletteAndType(text: string): Promise<void> {
      await page.keyboard.press('Control+k');
      await paletteInput().waitFor();
      await paletteInput().pressSequentially(text);
    }

    async function onThePrinter(): Promise<void> {
      if (!page.url().endsWith('/devices')) await goToSection({ page, server: session.server }, 'devices');
      await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').waitFor();
      await cursorOnRow(page, printer.name);
    }

    beforeAll(async () => {
      session = await openSession({ language });
      page = session.page;
      const devices: Device[] = (await session.server.call('GET', '/api/admin/devices?page_size=100000')).body.results;
      const found = devices.find((device) => device.name.startsWith('PRINTER-') && device.current_event_id === null);
      if (!found) throw new Error('the demo data has no printer without an event');
      printer = found;
      const events: KitroomEvent[] = (await session.server.call('GET', '/api/v1/events?page_size=1000')).body.results;
      eventsByName = new Map(events.map((event) => [event.name, event]));
      expect(eventId('Porto Health Congress 2026')).not.toBeNull();
      expect(eventsByName.get('Congresso de Cardiologia 2026')?.location).toContain('São');
    });
    afterAll(async () => {
      await closeSession(session);
    });

    it('"Assign…" once, from the palette, by its verb: it then ranks as recent', async () => {
      await onThePrinter();
      await openPaletteAndType(words.assign);
      await expect.poll(() => firstOption().textContent()).toContain(printer.name);
      await page.keyboard.press('Enter');
      await paletteInput().pressSequentially('berlin mobility');
      await expect.poll(() => firstOption().textContent()).toMatch(/^Berlin Mobility Forum 2026/);
      await page.keyboard.press('Enter');
      await palette().waitFor({ state: 'detached' });
      await expect.poll(() => eventOf()).toBe(eventId('Berlin Mobility Forum 2026'));
    });

    it('"porto" offers no receive at Porto, and "porto health" then Enter opens the event, re-assigning nothing', async () => {
      await onThePrinter();
      await openPaletteAndType('porto');
      await expect.poll(() => firstOption().textContent()).toMatch(/porto/i);
      expect((await optionTexts()).some((text) => text.includes(words.receiveAtPorto(printer.name)))).toBe(false);
      await paletteInput().pressSequentially(' health');
      await expect.poll(() => firstOption().textContent()).toMatch(/^Porto Health Congress 2026/);
      expect((await optionTexts()).some((text) => text.includes(printer.name))).toBe(false);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/events/);
      // the events' list with its cursor on the event and the keyboard in the grid, ready for Enter or j/k
      await expect.poll(cursorRowText).toContain('Porto Health Congress 2026');
      expect(await eventOf()).toBe(eventId('Berlin Mobility Forum 2026'));
    });

    it('"assign porto" names the action: the assignment comes first and Enter makes it', async () => {
      await onThePrinter();
      await openPaletteAndType(`${words.assign} porto`);
      await expect.poll(() => firstOption().textContent()).toMatch(new RegExp(`^${words.assignTo(printer.name, 'Porto Health Congress 2026')}`));
      await page.keyboard.press('Enter');
      await palette().waitFor({ state: 'detached' });
      await expect.poll(() => eventOf()).toBe(eventId('Porto Health Congress 2026'));
    });

    it('"sao" then Enter neither assigns nor logs out', async () => {
      await onThePrinter();
      await openPaletteAndType('sao');
      await expect.poll(optionTexts).toContainEqual(expect.stringMatching(/^Congresso de Cardiologia 2026/));
      const texts = await optionTexts();
      expect(texts.some((text) => text.startsWith(words.logOut))).toBe(false);
      expect(texts.some((text) => text.includes(printer.name))).toBe(false);
      await page.keyboard.press('Enter');
      await palette().waitFor({ state: 'detached' });
      // whatever the first result opened or showed, the session goes on
      await page.waitForTimeout(500);
      expect(page.url()).not.toContain('/login');
      expect(await eventOf()).toBe(eventId('Porto Health Congress 2026'));
      expect(await page.evaluate(() => localStorage.getItem('kitroom.auth'))).not.toBeNull();
    });
  });
}
