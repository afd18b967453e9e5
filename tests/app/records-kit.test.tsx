// @vitest-environment node
// The records kit against the real server, on the categories section (a list the API reads whole and deletes one
// at a time): forms save with $mod+Enter from any field, refuse an empty required field before sending, clear a
// field's error as soon as it changes, ask before discarding typed changes (Enter keeps editing, a second Esc
// discards), make the primary button the next Tab stop; the deletion of a selection names its first rows.
import './deviceRecordsDom';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import english from '../../locales/en.json';
import type { TableController } from '../../src/app/table/controller';
import { pointAt } from './liveApi';
import { startTestServer, type TestServer } from '../server/harness';
import { cleanup, press, render, typeInto, settle } from './tableHarness';
import { targetsOf } from './targetsOf';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

let server: TestServer;
let kit: {
  form: typeof import('../../src/app/records/RecordFormPanel');
  deletes: typeof import('../../src/app/records/DeleteSelectionModal');
  activeTable: typeof import('../../src/app/table/activeTable');
  section: typeof import('../../src/app/sections/categories')['categoriesSection'];
};

beforeAll(async () => {
  server = await startTestServer();
  pointAt(server);
  const { setIntl } = await import('../../src/app/i18n/intl');
  setIntl('en', english);
  kit = {
    form: await import('../../src/app/records/RecordFormPanel'),
    deletes: await import('../../src/app/records/DeleteSelectionModal'),
    activeTable: await import('../../src/app/table/activeTable'),
    section: (await import('../../src/app/sections/categories')).categoriesSection,
  };
});
afterAll(() => server?.close());
afterEach(() => cleanup());

const goTo = (path: string) => window.history.pushState(null, '', path);
const panel = () => document.querySelector('[role="dialog"]') as HTMLElement;
const alertDialog = () => document.querySelector('[role="alertdialog"]') as HTMLElement | null;
const field = (label: string) => {
  const found = [...panel().querySelectorAll('label')].find((each) => each.textContent === label);
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement;
};
const categoriesNamed = async (name: string) =>
  ((await server.call('GET', '/api/admin/device-categories?page_size=500')).body.results as Array<{ name: string }>).filter((each) => each.name === name);

describe('a record form', () => {
  it('saves with $mod+Enter from the text area', async () => {
    goTo('/devices/categories/add');
    render(<kit.form.CreateRecordPanel section={kit.section} />);
    typeInto(field('Name'), 'Kit printers');
    const description = field('Description') as unknown as HTMLTextAreaElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(description, 'Saved from the text area');
      description.dispatchEvent(new Event('input', { bubbles: true }));
    });
    press(description, 'Enter', { ctrlKey: true });
    await settle(() => expect(window.location.pathname).toBe('/devices/categories'));
    expect(await categoriesNamed('Kit printers')).toMatchObject([{ description: 'Saved from the text area' }]);
  });

  it('refuses an empty required field before sending, and its error goes as soon as the field changes', async () => {
    goTo('/devices/categories/add');
    const posts = vi.spyOn(globalThis, 'fetch');
    render(<kit.form.CreateRecordPanel section={kit.section} />);
    press(field('Description'), 'Enter', { metaKey: true });
    await settle(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field('Name').getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe('Enter a name.');
    expect(document.activeElement).toBe(field('Name'));
    expect(posts).not.toHaveBeenCalled();
    posts.mockRestore();

    typeInto(field('Name'), 'K');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(panel().querySelector('[role="alert"]')).toBeNull();
  });

  it('clears the server’s error beside a field once that field changes, and keeps the others', async () => {
    await server.call('POST', '/api/admin/device-categories', { body: { name: 'Taken name', description: '' } });
    goTo('/devices/categories/add');
    render(<kit.form.CreateRecordPanel section={kit.section} />);
    typeInto(field('Name'), 'taken NAME');
    press(field('Name'), 'Enter', { ctrlKey: true });
    await settle(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(panel().querySelector('[role="alert"]')?.textContent).toContain('The category was not saved');
    typeInto(field('Name'), 'Free name');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('makes the primary button the next Tab stop after the fields (shown after Cancel: see the e2e flow)', () => {
    goTo('/devices/categories/add');
    render(<kit.form.CreateRecordPanel section={kit.section} />);
    const buttons = [...panel().querySelectorAll('.kr-panel-footer button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Create', 'Cancel']);
  });

  it('closes on Esc at once when nothing was typed', async () => {
    goTo('/devices/categories/add');
    render(<kit.form.CreateRecordPanel section={kit.section} />);
    press(field('Name'), 'Escape');
    expect(window.location.pathname).toBe('/devices/categories');
    expect(alertDialog()).toBeNull();
  });

  it('asks before discarding typed changes: Enter keeps editing, a second Esc discards', async () => {
    goTo('/devices/categories/add');
    render(<kit.form.CreateRecordPanel section={kit.section} />);
    typeInto(field('Name'), 'Half typed');
    press(field('Name'), 'Escape');
    expect(alertDialog()?.textContent).toContain('Discard your changes?');
    expect(document.activeElement?.textContent).toBe('Keep editing');
    expect([...(alertDialog()?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual(['Discard', 'Keep editing']);

    act(() => (document.activeElement as HTMLButtonElement).click());
    expect(alertDialog()).toBeNull();
    expect(window.location.pathname).toBe('/devices/categories/add');
    expect(field('Name').value).toBe('Half typed');
    expect(document.activeElement).toBe(field('Name'));

    press(field('Name'), 'Escape');
    press(alertDialog() as HTMLElement, 'Escape');
    expect(window.location.pathname).toBe('/devices/categories');
    expect(await categoriesNamed('Half typed')).toEqual([]);
  });
});

describe('deleting a selection', () => {
  it('names the first rows and how many more', async () => {
    const { categories } = await import('../../src/app/services/lists');
    for (const name of ['Del A', 'Del B', 'Del C', 'Del D', 'Del E', 'Del F', 'Del G']) {
      await server.call('POST', '/api/admin/device-categories', { body: { name, description: '' } });
    }
    await categories.load({ force: true });
    const ids = categories.state.rows.filter((row) => row.name.startsWith('Del ')).map((row) => row.id);
    const table = { id: 'categories', selectedIds: () => ids, selectedCount: () => ids.length, focusedId: () => null, targets: targetsOf(ids, null) } as unknown as TableController;
    kit.activeTable.setActiveTable(table);
    goTo('/devices/categories/deletes');
    render(<kit.deletes.DeleteSelectionModal section={kit.section} />);
    const names = categories.state.rows.filter((row) => row.name.startsWith('Del ')).slice(0, 5).map((row) => row.name);
    expect(alertDialog()?.textContent).toContain(`${new Intl.ListFormat('en-GB').format(names)} and 2 more.`);
    expect(alertDialog()?.textContent).toContain('This action cannot be undone.');
    kit.activeTable.clearActiveTable(table);
  });
});
