// The searches as a Portuguese or Spanish speaker types them, fast and without accents, against the demo data:
// every list's ?search= folds accents and case (issue 14), accented queries find unaccented text, and serial
// numbers and MAC addresses match exactly apart from case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device, KitroomEvent, Space, User } from '../../src/contract/entities';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let devices: Device[];
beforeAll(async () => {
  server = await startTestServer({ DEMO: '1', DEMO_DEVICES: '400' });
  devices = await search<Device>('/api/admin/devices', '');
});
afterAll(() => server.close());

async function search<Row extends { id: number }>(list: string, text: string): Promise<Row[]> {
  const answer = await server.call('GET', `${list}?search=${encodeURIComponent(text)}&page_size=1000`);
  expect(answer.status, `${list} ${text}`).toBe(200);
  // the device list answers an array, the paged lists a DRF page
  const rows: Row[] = Array.isArray(answer.body) ? answer.body : answer.body.results;
  return rows.sort((a, b) => a.id - b.id);
}

const EVENTS = '/api/v1/events';
const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name).sort();
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('events', () => {
  it('finds each event by its name or place typed without accents, in any case', async () => {
    expect(names(await search<KitroomEvent>(EVENTS, 'salon'))).toEqual(['Salón del Turismo Madrid 2026']);
    expect(names(await search<KitroomEvent>(EVENTS, 'SALON DEL TURISMO'))).toEqual(['Salón del Turismo Madrid 2026']);
    expect(names(await search<KitroomEvent>(EVENTS, 'enologia'))).toEqual(['Congreso de Enología 2025']);
    expect(names(await search<KitroomEvent>(EVENTS, 'logrono'))).toEqual(['Congreso de Enología 2025']);
    const atBelem = await search<KitroomEvent>(EVENTS, 'belem');
    expect(atBelem.map((event) => event.location)).toEqual(['Centro Cultural de Belém, Lisboa']);
    const sao = await search<KitroomEvent>(EVENTS, 'sao');
    expect(sao.map((event) => event.location)).toContain('Convento São Francisco, Coimbra');
    expect(ids(await search<KitroomEvent>(EVENTS, 'São'))).toEqual(ids(sao));
    expect(ids(await search<KitroomEvent>(EVENTS, 'SÃO'))).toEqual(ids(sao));
  });

  it('finds unaccented text from an accented query: a Spanish speaker typing a Portuguese name', async () => {
    expect(names(await search<KitroomEvent>(EVENTS, 'Cardiología'))).toEqual(['Congresso de Cardiologia 2026']);
    expect(names(await search<KitroomEvent>(EVENTS, 'salón'))).toEqual(names(await search<KitroomEvent>(EVENTS, 'salon')));
  });
});

describe('spaces', () => {
  it('finds the spaces of Guimarães and Évora however the city is typed', async () => {
    const guimaraes = await search<Space>('/api/v2/spaces', 'Guimarães');
    expect(guimaraes.length).toBeGreaterThan(0);
    for (const space of guimaraes) expect(space.name).toContain('Guimarães');
    for (const typed of ['guimaraes', 'GUIMARAES', 'GUIMARÃES']) expect(ids(await search<Space>('/api/v2/spaces', typed)), typed).toEqual(ids(guimaraes));
    const evora = await search<Space>('/api/v2/spaces', 'evora');
    expect(evora.length).toBeGreaterThan(0);
    for (const space of evora) expect(space.name).toContain('Évora');
    for (const typed of ['Évora', 'ÉVORA', 'évora']) expect(ids(await search<Space>('/api/v2/spaces', typed)), typed).toEqual(ids(evora));
  });

  it('finds a Portuguese space from its Spanish spelling with an accent', async () => {
    const galleries = await search<Space>('/api/v2/spaces', 'galeria de arte');
    expect(galleries.length).toBeGreaterThan(0);
    expect(ids(await search<Space>('/api/v2/spaces', 'Galería de Arte'))).toEqual(ids(galleries));
  });
});

describe('users', () => {
  it('finds every demo user whose name has accents by the name typed without them, and by the accented name in the e-mail', async () => {
    const everyone = await search<User>('/api/v2/beamian-users', '');
    const accented = everyone.filter((user) => /[^\x00-\x7f]/.test(user.name));
    expect(accented.length).toBeGreaterThan(3);
    for (const user of accented) {
      const plain = user.name.normalize('NFD').replace(/\p{M}/gu, '');
      expect(plain).not.toBe(user.name);
      expect(ids(await search<User>('/api/v2/beamian-users', plain.toUpperCase())), plain).toContain(user.id);
      // e-mails are written without accents (joao.silva@…); typing the accented name still finds them
      const [first] = user.name.toLowerCase().split(' ');
      expect(ids(await search<User>('/api/v2/beamian-users', `${first}.`)), first).toContain(user.id);
    }
  });
});

describe('devices', () => {
  it('finds the devices under repair by their status label in Portuguese and Spanish, typed with or without accents', async () => {
    const repairing = ids(devices.filter((device) => device.status === 'repairing'));
    expect(repairing.length).toBeGreaterThan(0);
    for (const typed of ['reparacao', 'Em reparação', 'EM REPARACAO', 'reparación', 'en reparacion', 'repairing']) {
      expect(ids(await search<Device>('/api/admin/devices', typed)), typed).toEqual(repairing);
    }
  });

  it('matches serial numbers and MAC addresses exactly apart from case', async () => {
    const withBoth = devices.find((device) => device.serial_id && device.mac_address) as Device;
    const serial = withBoth.serial_id as string;
    const mac = withBoth.mac_address as string;
    expect(ids(await search<Device>('/api/admin/devices', serial.toLowerCase()))).toEqual([withBoth.id]);
    expect(ids(await search<Device>('/api/admin/devices', mac.toLowerCase()))).toEqual([withBoth.id]);
    expect(ids(await search<Device>('/api/admin/devices', mac.toLowerCase().replaceAll(':', '-')))).toEqual([withBoth.id]);
    // a separator left out is another text: no loosening
    expect(await search<Device>('/api/admin/devices', serial.replace(/[^A-Za-z0-9]/g, ''))).toEqual([]);
    expect(await search<Device>('/api/admin/devices', mac.replaceAll(':', ''))).toEqual([]);
  });
});
