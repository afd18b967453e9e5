// @vitest-environment node
// Two words in the palette, in any order, find a space and a user, which the palette searches on a real server
// ("livraria leiria" found nothing while one word did: the server read the text as one phrase).
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry } from '../../commands/registry';
import { searchThroughApi } from '../../src/app/palette/serverSearch';
import { openPalette } from '../../src/app/state/paletteState';
import { api } from './liveApi';
import { startLiveServer } from './liveServer';
import { contextFor, fakeApp, mountPalette, optionLabels, settleUntil, type, type Mounted } from './paletteHarness';

const server = await startLiveServer({ DEMO: '0' });
beforeAll(async () => {
  for (const name of ['Livraria Lello, Leiria', 'Livraria Bertrand, Porto']) await server.call('POST', '/api/spaces', { body: { name } });
  await server.call('POST', '/api/v2/beamian-users', { body: { name: 'Ana Leiria', email: 'ana@livraria.pt', password: 'long-enough-1' } });
});

describe('the palette', () => {
  let mounted: Mounted | null = null;
  afterEach(() => {
    mounted?.unmount();
    mounted = null;
  });

  it.each(['livraria leiria', 'leiria livraria', 'Leiria  Livraria'])('finds the space and the user holding both words of "%s"', async (typed) => {
    mounted = await mountPalette({ registry: createRegistry([]), context: contextFor(fakeApp()), search: searchThroughApi(api) });
    await act(async () => openPalette());
    await type(typed);
    await settleUntil(() => optionLabels().some((label) => label.startsWith('Livraria Lello, Leiria')) && optionLabels().some((label) => label.startsWith('Ana Leiria')));
    expect(optionLabels().filter((label) => label.startsWith('Livraria'))).toHaveLength(1);
  });
});
