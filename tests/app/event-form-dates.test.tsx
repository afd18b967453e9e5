// @vitest-environment node
// The event form's dates against a real server (issue 21, point 11): typed and read as dd/mm/yyyy HH:mm in the
// person's language whatever the browser's, in the event's time zone; a 6-digit year, a day the calendar lacks or a
// half-typed date refused beside the field in words, before anything is sent. Its images say in the person's
// language what is chosen or stored.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KitroomEvent } from '../../src/contract/entities';
import { startLiveServer } from './liveServer';
import { cleanupScreens, describedText, field as fieldIn, panel, renderScreen } from './screenHarness';
import { press, settle, typeInto } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let kit: {
  form: typeof import('../../src/app/records/RecordFormPanel');
  section: typeof import('../../src/app/sections/events')['eventsSection'];
  lists: typeof import('../../src/app/services/lists');
};

beforeAll(async () => {
  kit = {
    form: await import('../../src/app/records/RecordFormPanel'),
    section: (await import('../../src/app/sections/events')).eventsSection,
    lists: await import('../../src/app/services/lists'),
  };
});
afterEach(() => cleanupScreens());

const field = (label: string) => fieldIn(label, panel());
const eventsNamed = async (name: string) =>
  ((await server.call('GET', '/api/v1/events?page_size=500')).body.results as KitroomEvent[]).filter((each) => each.name === name);
const blur = (element: HTMLElement) => act(() => element.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

describe('the event form’s dates', () => {
  it('are text fields read as dd/mm/yyyy HH:mm in the event’s time zone, written back the app’s way', async () => {
    renderScreen('/events/add', <kit.form.CreateRecordPanel section={kit.section} />, { language: 'pt' });
    const start = field('Início');
    expect([start.type, start.placeholder]).toEqual(['text', 'dd/mm/aaaa hh:mm']);
    typeInto(field('Nome'), 'Cimeira de datas');
    typeInto(start, '1/6/2027 9:05');
    blur(start);
    expect(start.value).toBe('01/06/2027 09:05');
    typeInto(field('Fim'), '03-06-2027, 18h30');
    press(field('Nome'), 'Enter', { ctrlKey: true });
    // Lisbon in June is an hour ahead of UTC
    await settle(async () => expect(await eventsNamed('Cimeira de datas')).toMatchObject([{ start_date: '2027-06-01T08:05:00.000Z', end_date: '2027-06-03T17:30:00.000Z' }]));
  });

  it('show a stored event’s times as its own clock reads them, in English too', async () => {
    await kit.lists.events.load({ force: true });
    const saved = (await eventsNamed('Cimeira de datas'))[0];
    if (!saved) throw new Error('the first test made it');
    renderScreen(`/events/edit/${saved.id}`, <kit.form.EditRecordPanel section={kit.section} id={saved.id} />, { language: 'en' });
    await settle(() => expect(field('Start')?.value).toBe('01/06/2027 09:05'));
    expect(field('End').value).toBe('03/06/2027 18:30');
  });

  it('refuse a 6-digit year, a day the calendar lacks and a half-typed date beside the field, sending nothing', async () => {
    const posts = vi.spyOn(globalThis, 'fetch');
    renderScreen('/events/add', <kit.form.CreateRecordPanel section={kit.section} />, { language: 'pt' });
    typeInto(field('Nome'), 'Nunca enviado');
    const start = field('Início');
    typeInto(start, '01/06/202711 09:00');
    blur(start);
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(start)).toContain('Escreva a data e a hora como dd/mm/aaaa hh:mm, por exemplo 25/12/2026 09:30.');
    typeInto(start, '31/02/2027 09:00');
    expect(start.getAttribute('aria-invalid')).toBeNull();
    typeInto(field('Fim'), '01/03/2027 1');
    press(field('Nome'), 'Enter', { ctrlKey: true });
    await settle(() => expect(field('Fim').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(start)).toContain('Essa data ou hora não existe: 31/02/2027 09:00.');
    expect(describedText(field('Fim'))).toContain('Escreva a data e a hora como dd/mm/aaaa hh:mm');
    expect(document.activeElement).toBe(start);
    expect(posts.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
    posts.mockRestore();
  });

  it('say in the person’s language that no image is chosen, with a button-like face of their words', () => {
    renderScreen('/events/add', <kit.form.CreateRecordPanel section={kit.section} />, { language: 'es' });
    const image = field('Imagen');
    expect(image.type).toBe('file');
    expect(describedText(image)).toBe('Sin imagen');
    expect(image.parentElement?.textContent).toBe('Elegir una imagen…');
  });
});
