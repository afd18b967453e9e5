// A view's link carries its list's query and its table's sort and columns; read back, the settings become the
// table's (unknown columns dropped), and the link typed in a view's form becomes its path, query, sort and columns.
import { beforeEach, describe, expect, it } from 'vitest';
import { SECTION_DESCRIPTIONS } from '../../src/app/sections/all';
import { viewsSection } from '../../src/app/sections/views';
import { applyLinkedSettings, settingsOf } from '../../src/app/views/sectionSettings';
import { isAppLink, viewInputOf } from '../../src/app/views/viewForm';
import { linkedSettingsOf, listQueryOf, readableQuery, viewLink, withoutLinkedSettings } from '../../src/app/views/viewLinks';

beforeEach(() => localStorage.clear());

describe('a view link', () => {
  it('is the path, the query without the cursor, then the sort (- for descending) and the columns', () => {
    const link = viewLink({ path: '/devices', query: 'status=missing&focus=7&search=porto+health', sort: { column: 'serial_id', direction: 'desc' }, columns: ['serial_id', 'status'] });
    expect(link).toBe('/devices?status=missing&search=porto+health&sort=-serial_id&columns=serial_id,status');
    expect(viewLink({ path: '/spaces', query: '', sort: null, columns: null })).toBe('/spaces');
    expect(listQueryOf('?status=missing&focus=7&sort=name&columns=id')).toBe('status=missing');
  });

  it('reads as words under its name in the palette, even when its query is malformed', () => {
    expect(readableQuery('status=missing&search=porto+health')).toBe('status=missing search=porto health');
    expect(readableQuery('search=100%&x=%E0')).toBe('search=100% x=\uFFFD');
    const view = { id: 1, name: 'Odd', path: '/devices', query: 'search=100%&x=%E0', sort: null, columns: null };
    expect(viewsSection.palette.subtitle(view, { language: 'en', t: (id) => (id === 'nav.devices' ? 'Devices' : id) })).toBe('Devices · search=100% x=\uFFFD');
  });

  it('is read back: its settings, and the address without them', () => {
    expect(linkedSettingsOf('?status=missing&sort=-serial_id&columns=serial_id,status')).toEqual({ sort: { column: 'serial_id', direction: 'desc' }, columns: ['serial_id', 'status'] });
    expect(linkedSettingsOf('?sort=name')).toEqual({ sort: { column: 'name', direction: 'asc' }, columns: null });
    expect(linkedSettingsOf('?status=missing')).toBeNull();
    expect(withoutLinkedSettings('status=missing&sort=-serial_id&columns=a,b')).toBe('status=missing');
  });

  it("becomes the table's settings; columns and a sort the table does not have are left out", () => {
    const devices = SECTION_DESCRIPTIONS.devices;
    applyLinkedSettings(devices, { sort: { column: 'serial_id', direction: 'desc' }, columns: ['status', 'no_such_column', 'serial_id'] });
    const settings = settingsOf(devices);
    expect(settings.sort).toEqual({ column: 'serial_id', direction: 'desc' });
    expect(settings.visible).toEqual(expect.arrayContaining(['status', 'serial_id']));
    expect(settings.visible).toHaveLength(2);
    applyLinkedSettings(devices, { sort: { column: 'nothing', direction: 'asc' }, columns: null });
    expect(settingsOf(devices).sort).toEqual(devices.table.sort);
    expect(settingsOf(devices).visible).toHaveLength(2);
  });

  it('typed in the form, whole or from its path, gives the view; a link that leaves the app is refused', () => {
    const expected = { name: 'Missing', path: '/devices', query: 'status=missing', sort: { column: 'status', direction: 'asc' }, columns: ['id', 'status'] };
    expect(viewInputOf(' Missing ', '/devices?status=missing&sort=status&columns=id,status')).toEqual(expected);
    expect(viewInputOf('Missing', `${window.location.origin}/devices?status=missing&sort=status&columns=id,status`)).toEqual(expected);
    for (const link of ['//evil.example/x', 'https://evil.example/devices', 'devices', '/a b']) expect(isAppLink(link), link).toBe(false);
    expect(isAppLink('/devices?status=missing')).toBe(true);
  });
});
