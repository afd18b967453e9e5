// @vitest-environment happy-dom
// Issue 13 point 10: every command of the registry is found by its title in each language and by each keyword;
// Log out never enters Recent; the empty palette does not offer "Open the command palette".
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registry } from '../../commands/all';
import type { Language } from '../../src/app/i18n/languages';
import { buildCommandEntries, type CommandEntry } from '../../src/app/palette/commandEntries';
import { createNarrowingSearch } from '../../src/app/palette/narrowingSearch';
import { readRecent, RECENT_KEY } from '../../src/app/palette/recent';
import { buildSearchIndex } from '../../src/app/palette/searchIndex';
import { paths } from '../../src/app/paths';
import { openPalette } from '../../src/app/state/paletteState';
import { translator } from './messages';
import { contextFor, dialog, fakeApp, mountPalette, optionLabels, options, press, settle, type, type Mounted } from './paletteHarness';

function commandSearch(language: Language) {
  const t = translator(language);
  const app = { ...fakeApp(), t };
  // the home screen: every command of another screen is listed greyed, under its plain title, and still searchable
  const entries = buildCommandEntries(registry, contextFor(app, { route: '/', scope: 'global' }), t);
  const index = buildSearchIndex(entries);
  return { t, find: (text: string) => createNarrowingSearch<CommandEntry>().search([index], text, 500) };
}

describe('every command is findable', () => {
  for (const language of ['en', 'pt', 'es'] as const) {
    it(`by its title in ${language}, among the first results`, () => {
      const { t, find } = commandSearch(language);
      const missing: string[] = [];
      for (const command of registry.commands) {
        const title = t(command.title);
        const top = find(title).ranked.slice(0, 5).map((entry) => entry.command.id);
        if (!top.includes(command.id)) missing.push(`${command.id} "${title}" → ${top.join(', ')}`);
      }
      expect(missing).toEqual([]);
    });
  }

  it('by each of its keywords', () => {
    const { find } = commandSearch('en');
    const missing = registry.commands.flatMap((command) =>
      (command.keywords ?? []).filter((keyword) => !find(keyword).ranked.some((entry) => entry.command.id === command.id)).map((keyword) => `${command.id}: ${keyword}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds "Download subscribed e-mails" first, in each language', () => {
    expect(commandSearch('en').find('Download subscribed e-mails').ranked[0]?.command.id).toBe('app.downloadSubscriptions');
    expect(commandSearch('pt').find('e-mails subscritos').ranked[0]?.command.id).toBe('app.downloadSubscriptions');
    expect(commandSearch('es').find('correos suscritos').ranked[0]?.command.id).toBe('app.downloadSubscriptions');
  });
});

describe('what the palette lists of the app commands', () => {
  let mounted: Mounted | null = null;
  let app: ReturnType<typeof fakeApp>;

  async function open() {
    mounted = await mountPalette({ registry, context: contextFor(app, { route: '/', scope: 'global' }) });
    await act(async () => openPalette());
    await settle();
  }

  beforeEach(() => {
    localStorage.clear();
    app = fakeApp();
  });
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it('does not offer "Open the command palette" on the empty palette, even as a recent command, but finds it', async () => {
    localStorage.setItem(RECENT_KEY, JSON.stringify([{ kind: 'command', id: 'app.palette' }, { kind: 'command', id: 'app.help' }]));
    await open();
    expect(optionLabels().some((label) => label.startsWith('Show keyboard shortcuts'))).toBe(true);
    expect(optionLabels().some((label) => label.startsWith('Open the command palette'))).toBe(false);
    await type('open the command palette');
    await settle();
    expect(optionLabels()[0]).toMatch(/^Open the command palette/);
  });

  it('never puts Log out in Recent: running it leaves Recent alone, and one stored before is not shown', async () => {
    await open();
    await type('log out');
    await settle();
    expect(optionLabels()[0]).toMatch(/^Log out/);
    await press('Enter');
    await settle();
    expect(app.navigate).toHaveBeenCalledWith(paths.logout);
    expect(dialog()).toBeNull();
    expect(readRecent()).toEqual([]);

    localStorage.setItem(RECENT_KEY, JSON.stringify([{ kind: 'command', id: 'app.logout' }, { kind: 'command', id: 'app.help' }]));
    mounted?.unmount();
    await open();
    // the help command is in Recent; Log out only among all the commands
    const values = options().map((option) => option.getAttribute('data-value'));
    expect(values.filter((value) => value?.startsWith('recent|'))).toEqual(['recent|command:app.help']);
    expect(values).toContain('commands|command:app.logout');
  });
});
