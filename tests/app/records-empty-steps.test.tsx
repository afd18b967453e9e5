// @vitest-environment node
// An empty list says so and names the next steps with their keys, from the registry: devices offer creating one (C)
// and importing a spreadsheet (Shift+I), a list without an import only creating one. In Portuguese and Spanish,
// against a real server whose database is new (no rows yet).
import './deviceRecordsDom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyCaps } from '../../src/app/keys/keyLabels';
import type { Language } from '../../src/app/i18n/languages';
import { command } from './appCommand';
import { startLiveServer } from './liveServer';
import { MESSAGES } from './messages';
import { cleanupScreens, renderScreen } from './screenHarness';
import { settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

await startLiveServer();
let kit: {
  RecordsScreen: typeof import('../../src/app/records/RecordsScreen')['RecordsScreen'];
  devices: typeof import('../../src/app/sections/devices')['devicesSection'];
  spaces: typeof import('../../src/app/sections/spaces')['spacesSection'];
};

beforeAll(async () => {
  kit = {
    RecordsScreen: (await import('../../src/app/records/RecordsScreen')).RecordsScreen,
    devices: (await import('../../src/app/sections/devices')).devicesSection,
    spaces: (await import('../../src/app/sections/spaces')).spacesSection,
  };
});
afterEach(() => cleanupScreens());

const state = () => document.querySelector('.kr-table-message .kr-state') as HTMLElement | null;
/** each step as its words and its key caps */
const steps = () =>
  [...(state()?.querySelectorAll<HTMLButtonElement>('.kr-state-steps button') ?? [])].map((button) => ({
    words: button.querySelector(':scope > span:first-child')?.textContent,
    caps: [...button.querySelectorAll('kbd')].map((cap) => cap.textContent),
  }));
const stepOf = (id: string, language: Language) => ({ words: MESSAGES[language][command(id).title], caps: keyCaps(command(id).keys?.[0] ?? '').flat() });

describe.each<Language>(['pt', 'es'])('an empty list in %s', (language) => {
  it('devices: "no devices yet", then create (C) and import (Shift+I)', async () => {
    renderScreen('/devices', <kit.RecordsScreen section={kit.devices} />, { language });
    await settle(() => expect(state()?.textContent).toContain(MESSAGES[language]['devices.empty']));
    expect(steps()).toEqual([stepOf('devices.create', language), stepOf('devices.import', language)]);
    expect(steps().map((step) => step.caps.length > 0)).toEqual([true, true]);
  });

  it('spaces, paged on the server: "no spaces yet", then create with its key', async () => {
    renderScreen('/spaces', <kit.RecordsScreen section={kit.spaces} />, { language });
    await settle(() => expect(steps()).toEqual([stepOf('spaces.create', language)]));
    expect(state()?.textContent).toContain(MESSAGES[language]['spaces.empty']);
  });
});
