// @vitest-environment node
// The device models and categories commands against the real server: create (at the top of the list), duplicate
// names refused beside the field, edit in place, deleting what is still in use refused with the server's reason
// and nothing lost, the bulk delete one by one, the category options, and the bulk change of category with its
// undo in as few calls as possible. (Keys, availability and titles: commands-catalogue.test.tsx.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartialDelete } from '../../commands/records';
import { categoryOptions } from '../../commands/models';
import type { Undo } from '../../commands/context';
import { ApiFailure } from '../../src/app/api/errors';
import { startCommandHarness } from './commandHarness';

// The app's one API instance (used by the list stores) points at the test server, as the page's own origin would.
vi.mock('../../src/app/services/api', () => import('./liveApi'));
const { categories, devices, models } = await import('../../src/app/services/lists');
const { categoriesSection } = await import('../../src/app/sections/categories');

const { server, at } = await startCommandHarness();

async function makeCategory(name: string): Promise<{ id: number; name: string }> {
  const answer = await server.call('POST', '/api/admin/device-categories', { body: { name, description: '' } });
  expect(answer.status).toBe(201);
  return answer.body;
}

async function makeModel(name: string, categoryId: number | null): Promise<{ id: number }> {
  const answer = await server.call('POST', '/api/admin/device-models', { body: { name, category_id: categoryId } });
  expect(answer.status).toBe(201);
  return answer.body;
}

const categoryOfModel = async (id: number) => (await server.call('GET', `/api/admin/device-models/${id}`)).body.category?.id ?? null;

describe('categories against the server', () => {
  beforeEach(async () => {
    await categories.load({ force: true });
  });

  it('creates a category at the top of the list, and refuses a duplicate name beside the field', async () => {
    const { failureOf, navigate, success } = at({ route: '/devices/categories/add' });
    const created = await failureOf('categories.create', { input: { name: 'Badge printers', description: 'Thermal' } });
    expect(created).toBeNull();
    expect(categories.state.rows[0]).toMatchObject({ name: 'Badge printers', description: 'Thermal' });
    const made = categories.state.rows[0]!;
    expect(success).toHaveBeenCalledWith('Category created', expect.objectContaining({ summary: expect.stringContaining('created') }), { name: 'Badge printers', open: `/devices/categories/edit/${made.id}` });
    expect(navigate).toHaveBeenCalledWith(`/devices/categories?focus=${made.id}`);

    const duplicate = await failureOf('categories.create', { input: { name: 'badge PRINTERS', description: '' } });
    expect(duplicate).toBeInstanceOf(ApiFailure);
    expect(duplicate?.firstFor('name')).toBe('device category with this name already exists.');
    expect(categories.state.rows.filter((row) => row.name === 'Badge printers')).toHaveLength(1);
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('edits say the version they were read at: a category changed meanwhile is refused with 412, nothing overwritten', async () => {
    const category = await makeCategory('Lanyards');
    const { api, failureOf } = at({ route: `/devices/categories/edit/${category.id}` });
    const read = await categoriesSection.calls(api).get!(category.id);
    expect((await server.call('PUT', `/api/admin/device-categories/${category.id}`, { body: { name: 'Lanyards (theirs)', description: '' } })).status).toBe(200);
    const stale = await failureOf('categories.edit', { id: category.id, input: { name: 'Lanyards (mine)', description: '' }, version: categoriesSection.versionOf?.(read) });
    expect(stale?.status).toBe(412);
    expect((await server.call('GET', `/api/admin/device-categories/${category.id}`)).body.name).toBe('Lanyards (theirs)');
  });

  it('edits a category in place and models in it follow the new name', async () => {
    const category = await makeCategory('Kiosks');
    const model = await makeModel('K2', category.id);
    await Promise.all([categories.load({ force: true }), models.load({ force: true })]);
    const position = categories.state.rows.findIndex((row) => row.id === category.id);
    const { failureOf, table, success } = at({ route: `/devices/categories/edit/${category.id}` });
    const edited = await failureOf('categories.edit', { id: category.id, input: { name: 'Self-service kiosks', description: 'Check-in' } });
    expect(edited).toBeNull();
    expect(categories.state.rows[position]).toMatchObject({ id: category.id, name: 'Self-service kiosks' });
    expect(models.find(model.id)?.category?.name).toBe('Self-service kiosks');
    expect(success).toHaveBeenCalledWith('Category edited', expect.objectContaining({ summary: '“Self-service kiosks” edited' }));
    expect(vi.mocked(table.setRowState).mock.calls).toEqual([[[category.id], { kind: 'loading' }], [[category.id], null]]);
  });

  it('refuses to delete a category still in use: the server’s reason in the modal and on the row, nothing lost', async () => {
    const used = await makeCategory('Counters');
    await makeModel('Tally D1', used.id);
    await makeModel('Tally C3', used.id);
    await categories.load({ force: true });
    const { failureOf, table, navigate, success } = at({ route: `/devices/categories/delete/${used.id}` });
    const refused = await failureOf('categories.delete', { id: used.id });
    expect(refused?.status).toBe(409);
    expect(refused?.message).toBe('This category is used by 2 device models. Move them to another category first.');
    expect(vi.mocked(table.setRowState)).toHaveBeenLastCalledWith([used.id], { kind: 'error', message: refused?.message });
    expect(categories.find(used.id)).toBeDefined();
    expect((await server.call('GET', `/api/admin/device-categories/${used.id}`)).status).toBe(200);
    expect(navigate).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it('deletes the selection one by one: the unused go, each refusal is named with its reason, the selection keeps the rest', async () => {
    const used = await makeCategory('Scanners');
    await makeModel('Scanline H5', used.id);
    const unused = [await makeCategory('Old stock'), await makeCategory('Spare parts')];
    await categories.load({ force: true });
    const ids = [unused[0]!.id, used.id, unused[1]!.id];
    const { context, failureOf, table, navigate, success } = at({ route: '/devices/categories/deletes', selected: ids });
    const failure = await failureOf<PartialDelete>('categories.deleteSelected', { ids: context.selectedIds() });
    expect(failure?.message).toBe('1 of 3 categories was not deleted; the other 2 were deleted.');
    expect(failure?.failures).toEqual([{ id: used.id, name: 'Scanners', message: 'This category is used by 1 device model. Move it to another category first.' }]);
    expect(categories.find(unused[0]!.id)).toBeUndefined();
    expect(categories.find(unused[1]!.id)).toBeUndefined();
    expect(categories.find(used.id)).toBeDefined();
    expect((await server.call('GET', `/api/admin/device-categories/${unused[0]!.id}`)).status).toBe(404);
    expect((await server.call('GET', `/api/admin/device-categories/${used.id}`)).status).toBe(200);
    expect(vi.mocked(table.setRowState)).toHaveBeenCalledWith([used.id], { kind: 'error', message: failure?.failures[0]?.message });
    expect(table.clearSelection).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(success).toHaveBeenCalledWith('Categories deleted');
  });

  it('gives the server’s own reason when the one selected category is refused', async () => {
    const used = await makeCategory('Routers');
    await makeModel('Relay R5', used.id);
    await categories.load({ force: true });
    const { context, failureOf } = at({ route: '/devices/categories/deletes', selected: [used.id] });
    const failure = await failureOf<PartialDelete>('categories.deleteSelected', { ids: context.selectedIds() });
    expect(failure?.message).toBe('This category is used by 1 device model. Move it to another category first.');
  });

  it('deletes a whole selection, clears it and goes back to the list', async () => {
    const unused = [await makeCategory('Tmp A'), await makeCategory('Tmp B')];
    await categories.load({ force: true });
    const { context, failureOf, table, navigate, success } = at({ route: '/devices/categories/deletes', selected: unused.map((row) => row.id) });
    const failure = await failureOf<PartialDelete>('categories.deleteSelected', { ids: context.selectedIds() });
    expect(failure).toBeNull();
    expect(table.clearSelection).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/devices/categories');
    expect(success).toHaveBeenCalledWith('Categories deleted');
  });
});

describe('models against the server', () => {
  it('creates a model with a category and refuses a duplicate name', async () => {
    const category = await makeCategory('Printers');
    await models.load({ force: true });
    const { failureOf, success } = at({ route: '/devices/models/add' });
    const draft = { name: 'BadgeForge 400', description: 'Mono', category_id: category.id };
    const created = await failureOf('models.create', { input: draft });
    expect(created).toBeNull();
    expect(models.state.rows[0]).toMatchObject({ name: 'BadgeForge 400', category: { id: category.id, name: 'Printers' } });
    expect(success).toHaveBeenCalledWith('Model created', expect.objectContaining({ summary: expect.stringContaining('created') }), expect.objectContaining({ open: expect.stringMatching(/^\/devices\/models\/edit\/\d+$/) }));
    const duplicate = await failureOf('models.create', { input: draft });
    expect(duplicate?.firstFor('name')).toBe('device model with this name already exists.');
  });

  it('refuses to delete a model devices use, and deletes an unused one', async () => {
    const used = await makeModel('PassPoint K3', null);
    const unused = await makeModel('Prototype X', null);
    const device = await server.call('POST', '/api/admin/devices', { body: { name: 'KIOSK-1', model_type_id: used.id } });
    expect(device.status).toBe(201);
    await models.load({ force: true });
    const refusedRun = at({ route: `/devices/models/delete/${used.id}` });
    const refused = await refusedRun.failureOf('models.delete', { id: used.id });
    expect(refused?.message).toBe('This model is used by 1 device. Give it another model first.');
    expect(models.find(used.id)).toBeDefined();
    const deletedRun = at({ route: `/devices/models/delete/${unused.id}` });
    const deleted = await deletedRun.failureOf('models.delete', { id: unused.id });
    expect(deleted).toBeNull();
    expect(models.find(unused.id)).toBeUndefined();
    expect(deletedRun.success).toHaveBeenCalledWith('Model deleted');
    expect((await server.call('GET', `/api/admin/device-models/${unused.id}`)).status).toBe(404);
  });

  it('offers "No category" (null) first, then every category by name', async () => {
    await categories.load({ force: true });
    const options = await categoryOptions(at({ route: '/devices/models' }).context);
    expect(options[0]).toMatchObject({ value: null, label: 'No category' });
    const names = options.slice(1).map((option) => option.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(options).toHaveLength(categories.state.rows.length + 1);
  });

  it('changes the category of the selection in one call, rows from the answer; the undo makes one call per previous category', async () => {
    const [a, b, target] = [await makeCategory('Group A'), await makeCategory('Group B'), await makeCategory('Target')];
    const ids = [(await makeModel('M1', a.id)).id, (await makeModel('M2', b.id)).id, (await makeModel('M3', a.id)).id, (await makeModel('M4', null)).id];
    const device = await server.call('POST', '/api/admin/devices', { body: { name: 'DEV-M1', model_type_id: ids[0] } });
    await Promise.all([models.load({ force: true }), categories.load({ force: true }), devices.load({ force: true })]);
    const { api, run, table, success } = at({ route: '/devices/models', selected: ids });
    const calls = vi.spyOn(api.models, 'changeCategory');

    const undo = await run<Undo>('models.changeCategory', { category: target.id }, 'palette');
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith(ids, target.id);
    for (const id of ids) expect(await categoryOfModel(id)).toBe(target.id);
    expect(ids.map((id) => models.find(id)?.category?.name)).toEqual(['Target', 'Target', 'Target', 'Target']);
    expect(devices.find(device.body.id)?.category_name).toBe('Target');
    expect(success).toHaveBeenCalledWith('4 models → Target', undo);
    expect(vi.mocked(table.setRowState).mock.calls).toEqual([[ids, { kind: 'loading' }], [ids, null]]);

    calls.mockClear();
    await undo.run();
    expect(calls.mock.calls).toEqual([[[ids[0], ids[2]], a.id], [[ids[1]], b.id], [[ids[3]], null]]);
    expect(await Promise.all(ids.map(categoryOfModel))).toEqual([a.id, b.id, a.id, null]);
    expect(models.find(ids[1]!)?.category?.name).toBe('Group B');
    calls.mockRestore();
  });

  it('does nothing when no category is chosen; "No category" clears it', async () => {
    const category = await makeCategory('Clearable');
    const model = await makeModel('M-clear', category.id);
    await models.load({ force: true });
    const { api, run } = at({ route: '/devices/models', selected: [model.id] });
    const calls = vi.spyOn(api.models, 'changeCategory');
    expect(await run('models.changeCategory', {}, 'route')).toBeUndefined();
    expect(calls).not.toHaveBeenCalled();
    await run('models.changeCategory', { category: null }, 'palette');
    expect(await categoryOfModel(model.id)).toBeNull();
    calls.mockRestore();
  });

  it('marks every selected row with the error when the bulk change fails, and changes nothing', async () => {
    const model = await makeModel('M-fail', null);
    await models.load({ force: true });
    const { run, table } = at({ route: '/devices/models', selected: [model.id, 999999] });
    await expect(run('models.changeCategory', { category: null }, 'palette')).rejects.toBeInstanceOf(ApiFailure);
    expect(vi.mocked(table.setRowState)).toHaveBeenLastCalledWith([model.id, 999999], { kind: 'error', message: expect.stringMatching(/999999/) });
  });
});
