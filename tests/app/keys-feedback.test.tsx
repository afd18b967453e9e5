// @vitest-environment happy-dom
// What the keys say back: a bulk key with nothing to act on says why (it never does nothing silently), a pending
// `g` shows what may follow, `?` toggles the shortcut sheet, a command's title names what it acts on, and a
// command's route opened by URL opens the palette page its key opens.
import { NOTHING_HIDDEN, type HiddenTargets } from '../../src/app/table/hiddenTargets';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../commands/all';
import type { Targets } from '../../commands/context';
import { commandTitle } from '../../commands/targets';
import { CommandRoute } from '../../src/app/commandUi/CommandRoute';
import { bindCommandKeys } from '../../src/app/keys/bindings';
import { resetLayers } from '../../src/app/keys/focusStack';
import { HelpSheet } from '../../src/app/keys/HelpSheet';
import { SEQUENCE_TIMEOUT_MS, SequenceHint } from '../../src/app/keys/SequenceHint';
import { helpState, openHelp } from '../../src/app/state/helpState';
import { closePalette, paletteState } from '../../src/app/state/paletteState';
import { cleanup, press, render } from './tableHarness';
import { contextOf, recordingServices, type Where } from './commandContext';
import { translator } from './messages';
import { targetsOf } from './targetsOf';

const t = translator('en');
const app = recordingServices();
const { openPalette, notify: { error: said } } = app;
let route = '/devices';
let where: Where = {};
const context = () => contextOf(app, { route, ...where });

beforeEach(() => {
  said.mockClear();
  openPalette.mockClear();
  route = '/devices';
  where = {};
  resetLayers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a bulk key with nothing to act on', () => {
  it('says why instead of doing nothing, and opens its page on the cursor row or the selection', () => {
    const unbind = bindCommandKeys(registry, context, window);
    try {
      press(document.body, 's');
      expect(said).toHaveBeenCalledExactlyOnceWith('Nothing is selected and no row is under the cursor');
      expect(openPalette).not.toHaveBeenCalled();
      where = { focused: 7, focusedName: 'SCANNER-0823' };
      press(document.body, 's');
      expect(openPalette).toHaveBeenCalledExactlyOnceWith('devices.changeStatus');
      // Escape is not a bulk key: with nothing selected it stays silent, free for what else it closes
      said.mockClear();
      where = {};
      press(document.body, 'Escape');
      expect(said).not.toHaveBeenCalled();
    } finally {
      unbind();
    }
  });
});

describe('titles after what a command acts on', () => {
  const changeStatus = () => registry.get('devices.changeStatus') ?? (() => { throw new Error('no devices.changeStatus'); })();
  const titled = (next: Targets) => commandTitle(changeStatus(), { ...context(), targets: () => next }, t);

  it('names the cursor row, counts the selection, and says how many of it the table does not show', () => {
    expect(titled(targetsOf([], null)())).toBe('Change status…');
    expect(titled(targetsOf([], 7, 'SCANNER-0823')())).toBe('Change status of SCANNER-0823…');
    expect(titled(targetsOf([1, 2], null)())).toBe('Change status of 2 devices…');
    const hiddenBy = (by: Partial<HiddenTargets>) => ({ ...NOTHING_HIDDEN, ...by });
    expect(titled({ ids: [1, 2], source: 'selection', name: null, hidden: 1, hiddenBy: hiddenBy({ search: 1 }) })).toBe('Change status of 2 devices… (1 hidden by the search)');
    expect(titled({ ids: [1, 2, 3], source: 'selection', name: null, hidden: 2, hiddenBy: hiddenBy({ otherPages: 2 }) })).toBe('Change status of 3 devices… (2 on other pages)');
    // the real reason, never the search when there is none: filters, a page not shown, or several reasons with counts
    expect(titled({ ids: [1, 2, 3], source: 'selection', name: null, hidden: 2, hiddenBy: hiddenBy({ filters: 2 }) })).toBe('Change status of 3 devices… (2 hidden by the list’s filters)');
    expect(titled({ ids: [1, 2, 3, 4], source: 'selection', name: null, hidden: 3, hiddenBy: hiddenBy({ search: 1, otherPages: 2 }) })).toBe('Change status of 4 devices… (1 hidden by the search, 2 on other pages)');
    // a command that does not act on rows keeps its title
    const help = registry.get('app.help');
    if (!help) throw new Error('no app.help');
    expect(commandTitle(help, { ...context(), targets: targetsOf([], 7, 'SCANNER-0823') }, t)).toBe('Show keyboard shortcuts');
  });
});

describe('a pending g', () => {
  it('shows what may follow until the next key, and not while typing', () => {
    const { container } = render(<SequenceHint registry={registry} getContext={context} />);
    const hint = () => container.querySelector('.kr-sequence-hint') as HTMLElement;
    expect(hint().getAttribute('role')).toBe('status');
    expect(hint().textContent).toBe('');
    press(document.body, 'g');
    expect(hint().textContent).toContain('G then…');
    expect(hint().textContent).toContain('Devices');
    expect(hint().textContent).toContain('Events');
    press(document.body, 'd');
    expect(hint().textContent).toBe('');

    const input = document.createElement('input');
    document.body.append(input);
    press(input, 'g');
    expect(hint().textContent).toBe('');
  });

  it('goes when tinykeys stops waiting for the second key', () => {
    vi.useFakeTimers();
    const { container } = render(<SequenceHint registry={registry} getContext={context} />);
    press(document.body, 'g');
    expect(container.textContent).toContain('G then…');
    act(() => {
      vi.advanceTimersByTime(SEQUENCE_TIMEOUT_MS + 1);
    });
    expect(container.textContent).toBe('');
  });
});

describe('the shortcut sheet', () => {
  it('closes on ? as it opened', async () => {
    render(<HelpSheet registry={registry} />);
    await act(async () => openHelp());
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(helpState.open).toBe(true);
    press(document.body, '?', { shiftKey: true });
    expect(helpState.open).toBe(false);
    await act(async () => {});
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('lists export and import on Shift+E and Shift+I, not on keys the browser owns', async () => {
    render(<HelpSheet registry={registry} />);
    await act(async () => openHelp());
    const rows = [...document.querySelectorAll('.kr-help-row')].map((row) => row.textContent ?? '');
    expect(rows.find((row) => row.startsWith('Export'))).toMatch(/Shift\+E/);
    expect(rows.find((row) => row.startsWith('Import'))).toMatch(/Shift\+I/);
    expect(rows.join('\n')).not.toMatch(/Ctrl\+Shift\+[EI]/);
    await act(async () => {
      helpState.open = false;
    });
  });
});

describe('a command’s route opened by URL', () => {
  it('opens the palette page its key opens, over the list it belongs to', () => {
    window.history.pushState(null, '', '/devices/change-status');
    render(<CommandRoute commandId="devices.changeStatus" backTo="/devices" />);
    expect(window.location.pathname).toBe('/devices');
    expect(paletteState).toMatchObject({ open: true, commandId: 'devices.changeStatus' });
    act(() => closePalette());
  });
});
