// @vitest-environment node
// The records kit against the real server, on the categories section (a list the API reads whole and deletes one
// at a time): forms save with $mod+Enter from any field, refuse an empty required field before sending, clear a
// field's error as soon as it changes, ask before discarding typed changes (Enter keeps editing, a second Esc
// discards), make the primary button the next Tab stop; the deletion of a selection names its first rows.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLiveServer } from './liveServer';
import { cleanupScreens, field as fieldIn, panel, renderScreen } from './screenHarness';
import { press, typeInto, settle } from './tableHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let kit: {
  form: typeof import('../../src/app/records/RecordFormPanel');
  deletes: typeof import('../../src/app/records/DeleteSelectionModal');
  section: typeof import('../../src/app/sections/categories')['categoriesSection'];
};

beforeAll(async () => {
  kit = {
    form: await import('../../src/app/records/RecordFormPanel'),
    deletes: await import('../../src/app/records/DeleteSelectionModal'),
    section: (await import('../../src/app/sections/categories')).categoriesSection,
  };
});
afterEach(() => cleanupScreens());

const alertDialog = () => document.querySelector('[role="alertdialog"]') as HTMLElement | null;
const field = (label: string) => fieldIn(label, panel());
const categoriesNamed = async (name: string) =>
  ((await server.call('GET', '/api/admin/device-categories?page_size=500')).body.results as Array<{ name: string }>).filter((each) => each.name === name);

describe('a record form', () => {
  it('saves with $mod+Enter from the text area', async () => {
    renderScreen('/devices/categories/add', <kit.form.CreateRecordPanel section={kit.section} />);
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
    const posts = vi.spyOn(globalThis, 'fetch');
    renderScreen('/devices/categories/add', <kit.form.CreateRecordPanel section={kit.section} />);
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
    renderScreen('/devices/categories/add', <kit.form.CreateRecordPanel section={kit.section} />);
    typeInto(field('Name'), 'taken NAME');
    press(field('Name'), 'Enter', { ctrlKey: true });
    await settle(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(panel().querySelector('[role="alert"]')?.textContent).toContain('The category was not saved');
    typeInto(field('Name'), 'Free name');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('makes the primary button the next Tab stop after the fields (shown after Cancel: see the e2e flow)', () => {
    renderScreen('/devices/categories/add', <kit.form.CreateRecordPanel section={kit.section} />);
    const buttons = [...panel().querySelectorAll('.kr-panel-footer button')].map((button) => button.textContent);
    expect(buttons).toEqual(['Create', 'Cancel']);
  });

  it('closes on Esc at once when nothing was typed', async () => {
    renderScreen('/devices/categories/add', <kit.form.CreateRecordPanel section={kit.section} />);
    press(field('Name'), 'Escape');
    expect(window.location.pathname).toBe('/devices/categories');
    expect(alertDialog()).toBeNull();
  });

  it('asks before discarding typed changes: Enter keeps editing, a second Esc discards', async () => {
    renderScreen('/devices/categories/add', <kit.form.CreateRecordPanel section={kit.section} />);
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
    renderScreen('/devices/categories/deletes', <kit.deletes.DeleteSelectionModal section={kit.section} />, { table: { id: 'categories', selected: ids } });
    const names = categories.state.rows.filter((row) => row.name.startsWith('Del ')).slice(0, 5).map((row) => row.name);
    expect(alertDialog()?.textContent).toContain(`${new Intl.ListFormat('en-GB').format(names)} and 2 more.`);
    expect(alertDialog()?.textContent).toContain('This action cannot be undone.');
  });
});
