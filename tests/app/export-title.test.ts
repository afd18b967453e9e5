// @vitest-environment happy-dom
// The export command says what it will export where it would run (issue 21 point 14), in the palette and on its
// button: the selected devices, else those the search shows, else all of them, counted, in each language.
import { afterEach, describe, expect, it } from 'vitest';
import { ref } from 'valtio';
import { exportSheet } from '../../commands/deviceSheets';
import { commandTitle } from '../../commands/targets';
import type { Device } from '../../src/contract/entities';
import type { Language } from '../../src/app/i18n/languages';
import { devices } from '../../src/app/services/lists';
import { contextOf, recordingServices, recordingTable } from './commandContext';

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function titleWith({ selected = [], matching = ids(40), language = 'en', route = '/devices' }: { selected?: number[]; matching?: number[]; language?: Language; route?: string }) {
  const table = recordingTable('devices');
  table.selectedIds.mockReturnValue(selected);
  table.searchedIds.mockReturnValue(matching);
  const app = recordingServices({ table, language });
  return commandTitle(exportSheet, contextOf(app, { route, selected }), app.t);
}

describe('the export command', () => {
  const before = { rows: devices.state.rows, status: devices.state.status };
  afterEach(() => Object.assign(devices.state, { rows: before.rows, status: before.status }));
  const load = (count: number) => Object.assign(devices.state, { rows: ref(ids(count).map((id) => ({ id }) as Device)), status: 'loaded' });

  it('says what it will export: the selection, else the rows the search shows, else all', () => {
    load(40);
    expect(titleWith({ matching: ids(27) })).toBe('Export the 27 matching devices (.xlsx)…');
    expect(titleWith({ selected: [3, 5, 8], matching: ids(27) })).toBe('Export the 3 selected devices (.xlsx)…');
    expect(titleWith({})).toBe('Export all 40 devices (.xlsx)…');
    // every device selected is all of them
    expect(titleWith({ selected: ids(40) })).toBe('Export all 40 devices (.xlsx)…');
    expect(titleWith({ matching: ids(27), language: 'pt' })).toBe('Exportar os 27 dispositivos que correspondem à pesquisa (.xlsx)…');
    expect(titleWith({ selected: [4], language: 'es' })).toBe('Exportar el dispositivo seleccionado (.xlsx)…');
  });

  it('keeps its plain title away from the devices or before they are in', () => {
    expect(titleWith({ matching: ids(27) })).toBe('Export all devices (.xlsx)…');
    load(40);
    expect(titleWith({ matching: ids(27), route: '/' })).toBe('Export all devices (.xlsx)…');
  });
});
