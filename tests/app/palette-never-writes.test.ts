// @vitest-environment node
// Issue 21 points 1-2: the palette never changes data by surprise. With a cursor row and "Assign…" recent, typing an
// event's name finds the event (a quick change is offered only when the query also names the action, or rows are
// explicitly selected, and then below the entity); "sao" (pt) never logs out; keywords match at word starts only.
// Then a property over the real registry and the demo data: no query of up to 3 words that names no action puts a
// write first on the first page, with a cursor row, with and without recent commands.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { registry } from '../../commands/all';
import type { AnyCommand } from '../../commands/registry';
import { foldText } from '../../src/contract/fold';
import { BASES, DEVICE_STATUSES } from '../../src/contract/enums';
import type { Language } from '../../src/app/i18n/languages';
import { fuzzyMatch, NO_MATCH } from '../../src/app/palette/fuzzy';
import type { ResultEntry } from '../../src/app/palette/results';
import * as lists from '../../src/app/services/lists';
import { startCommandHarness } from './commandHarness';
import { translator } from './messages';
import { firstPageFor, type FirstPage } from './paletteFirstPage';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const { at } = await startCommandHarness({ route: '/devices', env: { DEMO: '1', DEMO_DEVICES: '60' } });

await Promise.all([lists.devices.load(), lists.events.load(), lists.models.load(), lists.categories.load()]);
const devices = lists.devices.state.rows;
const events = lists.events.state.rows;
const printer = devices.find((device) => device.name.startsWith('PRINTER')) ?? (devices[0] as (typeof devices)[number]);
const porto = events.find((event) => event.name === 'Porto Health Congress 2026');
const coimbra = events.find((event) => event.name === 'Congresso de Cardiologia 2026');

/** Commands that change nothing: they go somewhere, show something, move the cursor or read data out. */
const READS = new Set(['app.palette', 'app.help', 'app.language', 'app.downloadSubscriptions', 'devices.export', 'events.openAdmin', 'spaces.openCounter']);
const isReadOnly = (command: AnyCommand) => READS.has(command.id) || command.group === 'navigation' || command.group === 'selection';
const WRITES = registry.commands.filter((command) => !isReadOnly(command));
const isWrite = (entry: ResultEntry | undefined) => entry !== undefined && (entry.kind === 'value' || (entry.kind === 'command' && !isReadOnly(entry.command)));

const onDevices = (language: Language, options: { selected?: number[] } = {}) =>
  at({ route: '/devices', language, t: translator(language), focused: printer.id, focusedName: printer.name, selected: options.selected }).context;
const onEvents = (language: Language) => {
  const event = events[0] as (typeof events)[number];
  return at({ route: '/events', language, t: translator(language), focused: event.id, focusedName: event.name }).context;
};

const ASSIGN_RECENT = new Set(['devices.assign']);

describe('the demo data names what the queries name', () => {
  it('has Porto Health Congress 2026, an event in São…, and a printer', () => {
    expect(porto).toBeDefined();
    expect(foldText(`${coimbra?.name} ${coimbra?.location}`)).toContain('sao');
    expect(printer.name).toMatch(/^PRINTER-/);
  });
});

describe('a quick change is offered only when asked for (point 1)', () => {
  it('"porto health" with a cursor row and Assign recent finds the event first and offers no assignment', async () => {
    const page = await firstPageFor(registry, onDevices('en'), 'en', ASSIGN_RECENT);
    const results = page.results('porto health');
    expect(results[0]?.title).toBe('Porto Health Congress 2026');
    expect(results.filter((entry) => entry.kind === 'value')).toEqual([]);
  });

  it('"porto" finds things at Porto, never "Receive … at Porto"; "receive porto" and "assign porto" offer the change first', async () => {
    const page = await firstPageFor(registry, onDevices('en'), 'en', ASSIGN_RECENT);
    expect(page.results('porto').some((entry) => entry.kind === 'value')).toBe(false);
    expect(isWrite(page.results('porto')[0])).toBe(false);
    expect(page.results('receive porto')[0]?.title).toBe(`Receive ${printer.name} at Porto`);
    expect(page.results('assign porto')[0]?.title).toBe(`Assign ${printer.name} to Porto Health Congress 2026`);
    expect(page.results('status missing')[0]?.title).toBe(`Set ${printer.name} to Missing`);
  });

  it('in Portuguese, "sao" with a cursor row offers no "Atribuir … a Congresso …", and "atribuir sao" does', async () => {
    const page = await firstPageFor(registry, onDevices('pt'), 'pt', ASSIGN_RECENT);
    const results = page.results('sao');
    expect(results.some((entry) => entry.kind === 'value')).toBe(false);
    expect(isWrite(results[0])).toBe(false);
    expect(page.results('atribuir sao')[0]?.title).toBe(`Atribuir ${printer.name} a Congresso de Cardiologia 2026`);
  });

  it('in Portuguese, "sao" puts the event in São… first, above a command its letters match only loosely', async () => {
    const page = await firstPageFor(registry, onDevices('pt'), 'pt', ASSIGN_RECENT);
    const results = page.results('sao');
    // "Mostrar só as linhas selecionadas (ou todas)" holds s, a, o as initials: a loose match of a read-only command
    expect(results[0]?.title).toBe(coimbra?.name);
    const loose = results.findIndex((entry) => entry.kind === 'command' && entry.command.id === 'table.onlySelected');
    expect(loose === -1 || loose > 0).toBe(true);
  });

  it('with rows explicitly selected the value is offered without the action, but never above the entity the text names', async () => {
    const selected = devices.slice(0, 2).map((device) => device.id);
    const page = await firstPageFor(registry, onDevices('en', { selected }), 'en', ASSIGN_RECENT);
    const results = page.results('porto health');
    expect(results[0]?.title).toBe('Porto Health Congress 2026');
    expect(results.map((entry) => entry.title)).toContain('Assign 2 devices to Porto Health Congress 2026');
    expect(page.results('missing')[0]?.title).toBe('Set 2 devices to Missing');
  });
});

describe('Log out only when asked for (point 2)', () => {
  it('"sao" in Portuguese does not offer Log out ("terminar sessão" holds "sao" inside a word)', async () => {
    for (const context of [onDevices('pt'), onEvents('pt')]) {
      const page = await firstPageFor(registry, context, 'pt', ASSIGN_RECENT);
      expect(page.results('sao').some((entry) => entry.kind === 'command' && entry.command.id === 'app.logout')).toBe(false);
    }
  });

  it('is found by its words at their starts: "terminar", "sess", "sair", "log out"', async () => {
    const pt = await firstPageFor(registry, onDevices('pt'), 'pt');
    for (const query of ['terminar', 'sess', 'sair', 'terminar sessão']) {
      const first = pt.results(query)[0];
      expect(first?.kind === 'command' && first.command.id, query).toBe('app.logout');
    }
    const en = await firstPageFor(registry, onDevices('en'), 'en');
    const first = en.results('log out')[0];
    expect(first?.kind === 'command' && first.command.id).toBe('app.logout');
  });

  it('is never a quick change: no value runs it', async () => {
    const page = await firstPageFor(registry, onDevices('pt', { selected: [printer.id] }), 'pt');
    for (const query of ['sao', 'sair', 'terminar', 'porto', 'missing']) {
      expect(page.results(query).filter((entry) => entry.kind === 'value' && entry.command.id === 'app.logout')).toEqual([]);
    }
  });
});

/** The words of a command as the person may ask for it: its plain title and its keywords, folded. */
function actionWords(command: AnyCommand, language: Language): { words: string[]; title: string } {
  const title = foldText(translator(language)(command.title));
  const words = `${title} ${foldText((command.keywords ?? []).join(' '))}`.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return { words, title };
}

/** A token names an action when it begins a word of a write's title or keywords, or matches its title's initials. */
function namesAnAction(token: string, language: Language): boolean {
  return WRITES.some((command) => {
    const { words, title } = actionWords(command, language);
    return words.some((word) => word.startsWith(token)) || fuzzyMatch(title, 0, title.length, token) !== NO_MATCH;
  });
}

/** What the demo data and the person's language name: events, places, devices, models, bases, statuses. */
function vocabulary(language: Language): string[] {
  const t = translator(language);
  const texts = [
    ...events.flatMap((event) => [event.name, event.location]),
    ...devices.slice(0, 30).flatMap((device) => [device.name, device.model_name, device.category_name, device.current_exhibitor_name]),
    ...BASES.map((base) => t(`base.${base}`)),
    ...DEVICE_STATUSES.map((status) => t(`status.${status}`)),
  ];
  const words = new Set(texts.flatMap((text) => foldText(text ?? '').split(/[\s,]+/)).filter((word) => word.length > 0));
  return [...words];
}

const LANGUAGES: readonly Language[] = ['en', 'pt', 'es'];

describe('no query that names no action puts a write first (points 1-2, a property)', () => {
  for (const language of LANGUAGES) {
    it(`in ${language}, with a cursor row on devices and on events, with and without recents`, async () => {
      const pages: FirstPage[] = [];
      for (const context of [onDevices(language), onEvents(language)]) {
        pages.push(await firstPageFor(registry, context, language));
        pages.push(await firstPageFor(registry, context, language, new Set(WRITES.map((command) => command.id))));
      }
      const known = vocabulary(language);
      // a word of the data, a prefix of one (as typed so far), or any few letters
      const word = fc.oneof(
        fc.constantFrom(...known),
        fc.constantFrom(...known).chain((whole) => fc.integer({ min: 1, max: whole.length }).map((length) => whole.slice(0, length))),
        fc.stringMatching(/^[a-z]{1,5}$/),
      ).filter((token) => !namesAnAction(token, language));
      const query = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '));
      fc.assert(
        fc.property(query, (text) => {
          for (const page of pages) {
            const first = page.results(text)[0];
            if (isWrite(first)) throw new Error(`"${text}" puts ${first?.kind} "${first?.title}" first`);
          }
        }),
        { numRuns: 400 },
      );
    }, 120_000);
  }
});
