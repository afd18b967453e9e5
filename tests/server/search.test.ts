// Every ?search= goes through a search index holding folded copies of the searched fields (accents and case
// removed: "sao" finds "São"), kept up to date by triggers on every write, never by scanning the table.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../../src/contract/fold';
import { openConnection } from '../../src/server/db/sqlite';
import { writeXlsx } from '../../src/server/sheets/xlsxWrite';
import { onPostgres } from './postgres/serverDatabase';
import { startTestServer, type TestServer } from './harness';
import { importFile } from './sheetHelpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const found = async (list: string, search: string): Promise<string[]> => {
  const answer = await server.call('GET', `${list}?search=${encodeURIComponent(search)}&page_size=1000`);
  expect(answer.status, `${list} ${search}`).toBe(200);
  expect(answer.body.count).toBe(answer.body.results.length);
  return answer.body.results.map((row: { name: string }) => row.name).sort();
};

describe('foldText', () => {
  it('drops accents and case, folds ß, final sigma and ligatures, keeps other scripts', () => {
    expect(foldText('São Tomé')).toBe('sao tome');
    expect(foldText('ÉVORA')).toBe('evora');
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('ΟΔΥΣΣΕΥΣ')).toBe(foldText('οδυσσευς'));
    expect(foldText('ﬁle')).toBe('file');
    expect(foldText('İstanbul')).toBe('istanbul');
    expect(foldText('東京')).toBe('東京');
    expect(foldText('Ǆemal')).toBe(foldText('ǆemal'));
  });
});

describe('search through the index', () => {
  it('finds devices by folded name, serial, MAC (dashes or colons) and key tag, and by model and category names', async () => {
    const category = (await server.call('POST', '/api/admin/device-categories', { body: { name: 'Leitores Óticos' } })).body;
    const model = (await server.call('POST', '/api/admin/device-models', { body: { name: 'Código Z', category_id: category.id } })).body;
    for (const body of [
      { name: 'São Paulo scanner', serial_id: 'SP-001' },
      { name: 'Évora gate', mac_address: 'aa-bb-cc-dd-ee-01', key_tag: 'Chave Nº7' },
      { name: 'Plain', model_type_id: model.id },
      { name: 'Straße counter', status: 'repairing', base: 'lisbon' },
      { name: 'Cabinet', serial_id: 'SLG2-2611-0100' },
      { name: 'Rack 2611:0100' },
    ]) expect((await server.call('POST', '/api/admin/devices', { body })).status).toBe(201);
    const devices = '/api/admin/devices';
    expect(await found(devices, 'sao')).toEqual(['São Paulo scanner']);
    expect(await found(devices, 'SÃO PAULO')).toEqual(['São Paulo scanner']);
    expect(await found(devices, 'evora')).toEqual(['Évora gate']);
    expect(await found(devices, 'ÉVORA')).toEqual(['Évora gate']);
    expect(await found(devices, 'strasse')).toEqual(['Straße counter']);
    expect(await found(devices, 'sp-00')).toEqual(['São Paulo scanner']);
    expect(await found(devices, 'AA-BB-CC')).toEqual(['Évora gate']);
    expect(await found(devices, 'bb:cc')).toEqual(['Évora gate']);
    expect(await found(devices, 'a-bb-c')).toEqual(['Évora gate']);
    expect(await found(devices, 'ee-01')).toEqual(['Évora gate']);
    // a serial's dashes are not a MAC's colons
    expect(await found(devices, '2611-0100')).toEqual(['Cabinet']);
    expect(await found(devices, 'slg2-2611')).toEqual(['Cabinet']);
    expect(await found(devices, '2611:0100')).toEqual(['Rack 2611:0100']);
    expect(await found(devices, 'chave no7')).toEqual([]); // º is a letter, not an accent
    expect(await found(devices, 'codigo')).toEqual(['Plain']);
    expect(await found(devices, 'oticos')).toEqual(['Plain']);
    expect(await found(devices, 'repair')).toEqual(['Straße counter']);
    expect(await found(devices, 'lisboa')).toEqual(['Straße counter']);
    // one and two characters: shorter than a trigram, still found
    expect(await found(devices, 'é')).toEqual(['Cabinet', 'Plain', 'Rack 2611:0100', 'Straße counter', 'São Paulo scanner', 'Évora gate']); // Plain by its category, Rack as "Disponible"
    expect(await found(devices, 'ÃO')).toEqual(['Straße counter', 'São Paulo scanner']); // repairing shows as "Em reparação"
  });

  it('takes every character literally: quotes, wildcards and query syntax find only themselves', async () => {
    await server.call('POST', '/api/admin/devices', { body: { name: 'Odd "quoted" 100% a_b NEAR(x) *' } });
    const devices = '/api/admin/devices';
    for (const search of ['"quoted"', '100%', 'a_b', 'NEAR(x)', '*', '"', 'd "q', '%', '_']) {
      expect(await found(devices, search), search).toEqual(['Odd "quoted" 100% a_b NEAR(x) *']);
    }
    for (const search of ['AND NOT', 'OR NEAR', '"""', '^xyz', 'x:y', '-(-']) expect(await found(devices, search), search).toEqual([]);
  });

  it('folds every list: categories, models, events (name or location), spaces, users (name or e-mail)', async () => {
    await server.call('POST', '/api/events', { body: { name: 'Feira de Óbidos', location: 'Largo São Pedro', start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00' } });
    await server.call('POST', '/api/spaces', { body: { name: 'Café Central' } });
    await server.call('POST', '/api/v2/beamian-users', { body: { name: 'José Gonçalves', email: 'jgoncalves@exemplo.pt', password: 'long-enough-1' } });
    expect(await found('/api/admin/device-categories', 'oticos')).toEqual(['Leitores Óticos']);
    expect(await found('/api/admin/device-models', 'CODIGO')).toEqual(['Código Z']);
    expect(await found('/api/v1/events', 'obidos')).toEqual(['Feira de Óbidos']);
    expect(await found('/api/v1/events', 'sao pedro')).toEqual(['Feira de Óbidos']);
    expect(await found('/api/v2/spaces', 'cafe')).toEqual(['Café Central']);
    expect(await found('/api/v2/beamian-users', 'jose gon')).toEqual(['José Gonçalves']);
    expect(await found('/api/v2/beamian-users', 'goncalves@')).toEqual(['José Gonçalves']);
  });

  it('keeps the index up to date on rename, import and delete, and the index stays consistent', async () => {
    const device = (await server.call('POST', '/api/admin/devices', { body: { name: 'Renamed Later', serial_id: 'RL-1' } })).body;
    await server.call('PUT', `/api/admin/devices/${device.id}`, { body: { name: 'Now Called Ümlaut' } });
    expect(await found('/api/admin/devices', 'renamed')).toEqual([]);
    expect(await found('/api/admin/devices', 'umlaut')).toEqual(['Now Called Ümlaut']);
    const sheet = await writeXlsx({ name: 'Devices', header: ['id', 'name'], rows: [[device.id, 'Imported Ñame'], ['', 'Brand New Import']] });
    expect((await importFile(server, sheet)).status).toBe(200);
    expect(await found('/api/admin/devices', 'umlaut')).toEqual([]);
    expect(await found('/api/admin/devices', 'ñame')).toEqual(['Imported Ñame']);
    expect(await found('/api/admin/devices', 'brand new')).toEqual(['Brand New Import']);
    expect((await server.call('DELETE', `/api/admin/devices/${device.id}`)).status).toBe(204);
    expect(await found('/api/admin/devices', 'name')).not.toContain('Imported Ñame');
    // what follows is FTS5's own integrity check and query plan: SQLite's index only
    if (onPostgres()) return;
    const sqlite = openConnection(join(server.dataDir, 'kitroom.sqlite'));
    try {
      for (const table of ['devices', 'device_models', 'device_categories', 'events', 'spaces', 'users']) {
        sqlite.prepare(`INSERT INTO ${table}_search(${table}_search) VALUES ('integrity-check')`).run(); // throws when inconsistent
        const indexed = sqlite.prepare(`SELECT count(*) AS n FROM ${table}_search`).get() as { n: number };
        const rows = sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
        expect(indexed.n, table).toBe(rows.n);
      }
      const plan = sqlite.prepare(`EXPLAIN QUERY PLAN SELECT rowid FROM devices_search WHERE devices_search MATCH '"abc"'`).all() as Array<{ detail: string }>;
      expect(plan.map((step) => step.detail).join(' ')).toMatch(/VIRTUAL TABLE INDEX/);
    } finally {
      sqlite.close();
    }
  });
});
