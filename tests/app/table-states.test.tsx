// @vitest-environment happy-dom
// What a table says instead of rows, in Portuguese and Spanish: a statement, then the next step as a button naming
// the key that does the same (the registry's own key, so the text can never promise a key that is not bound).
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyCaps } from '../../src/app/keys/keyLabels';
import type { Language } from '../../src/app/i18n/languages';
import { activeTable } from '../../src/app/table/activeTable';
import { DataTable } from '../../src/app/table/DataTable';
import type { DataTableProps } from '../../src/app/table/types';
import { command } from './appCommand';
import { contextOf, recordingServices } from './commandContext';
import { MESSAGES } from './messages';
import { cleanup, deviceTableProps, gridIn, makeDevices, render, typeInto, type Device } from './tableHarness';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const TEN = makeDevices(10);
const props = (overrides: Partial<DataTableProps<Device>> = {}) => deviceTableProps({ rows: TEN, ...overrides });
const message = (container: HTMLElement) => container.querySelector('.kr-table-message') as HTMLElement;
const stepButtons = (container: HTMLElement) => [...message(container).querySelectorAll<HTMLButtonElement>('.kr-state-steps button')];
/** a button's own words, without its key caps */
const wordsOf = (button: HTMLButtonElement) => button.querySelector(':scope > span:first-child')?.textContent;
const capsOf = (button: HTMLButtonElement) => [...button.querySelectorAll('kbd')].map((cap) => cap.textContent);
/** the key caps of a registry command's first key */
const capsOfCommand = (id: string) => {
  const keys = command(id).keys?.[0];
  expect(keys, `${id} has a key`).toBeTruthy();
  return keyCaps(keys ?? '').flat();
};

describe.each<Language>(['pt', 'es'])('a table’s states in %s', (language) => {
  const words = MESSAGES[language];

  it('no match: says so, and offers "Show all rows" with table.showAll’s key, which shows them', () => {
    const { container } = render(<DataTable {...props()} />, { language });
    typeInto(container.querySelector('input[type="search"]') as HTMLInputElement, 'zzz-nothing');
    expect(message(container).querySelector('[role="status"]')?.textContent).toContain(words['table.noMatches']);
    const [showAll] = stepButtons(container);
    expect(wordsOf(showAll as HTMLButtonElement)).toBe(words['table.showAll']);
    expect(capsOf(showAll as HTMLButtonElement)).toEqual(capsOfCommand('table.showAll'));
    // the key's command does what the button does
    const table = activeTable();
    act(() => void command('table.showAll').run(contextOf(recordingServices({ table }), { route: '/devices' }), {}, 'keys'));
    expect(gridIn(container).getAttribute('aria-rowcount')).toBe('11');
    expect(message(container)).toBeNull();
  });

  it('failed: says what happened, and offers "Try again" with table.refresh’s key', () => {
    const onRefresh = vi.fn();
    const { container } = render(<DataTable {...props({ rows: [], status: 'error', error: 'HTTP 503', onRefresh })} />, { language });
    const alert = message(container).querySelector('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain(words['table.loadFailed']?.replace('{message}', 'HTTP 503'));
    const [retry] = stepButtons(container);
    expect(wordsOf(retry as HTMLButtonElement)).toBe(words['table.retry']);
    expect(capsOf(retry as HTMLButtonElement)).toEqual(capsOfCommand('table.refresh'));
    act(() => (retry as HTMLButtonElement).click());
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh over loaded rows: the rows stay, the alert above them offers the same retry and key', () => {
    const { container } = render(<DataTable {...props({ status: 'error', error: 'HTTP 503' })} />, { language });
    const retry = container.querySelector('.kr-table-error button') as HTMLButtonElement;
    expect(wordsOf(retry)).toBe(words['table.retry']);
    expect(capsOf(retry)).toEqual(capsOfCommand('table.refresh'));
  });

  it('nothing yet: the list’s own statement, then the steps the screen gives; loading: a calm line, no steps', () => {
    const view = render(<DataTable {...props({ rows: [], status: 'loaded', emptyMessage: 'devices.empty', emptySteps: <button type="button">step</button> })} />, { language });
    expect(message(view.container).textContent).toContain(words['devices.empty']);
    expect(stepButtons(view.container).map((button) => button.textContent)).toEqual(['step']);
    view.rerender(<DataTable {...props({ rows: [], status: 'loading' })} />);
    const loading = message(view.container).querySelector('.kr-state-loading[role="status"]');
    expect(loading?.textContent).toBe(words['table.loadingRows']);
    expect(stepButtons(view.container)).toEqual([]);
  });
});
