// @vitest-environment node
// events.editBooklet: Shift+B and "Edit the booklet…" on /events, for exactly one event (the route's, else the one
// selected, else the one under the cursor); run without arguments it opens /events/{id}/booklet; performed with
// the whole booklet it creates it (POST), then edits it (PUT with If-Match: a stale version is refused with 412 and
// nothing changes), uploads the chosen cover once the booklet exists, and says so; a cover the server refuses
// leaves the booklet saved and says which booklet it is. Against the real server, through the real API client.
import { describe, expect, it } from 'vitest';
import { bookletCommands, bookletEventOf, CoverNotSaved, editBookletCommand, type SaveBookletArgs } from '../../commands/booklets';
import { availabilityOf, createRegistry, screenOf } from '../../commands/registry';
import type { Booklet } from '../../src/contract/entities';
import { ApiFailure } from '../../src/app/api/errors';
import { versionOf } from '../../src/app/api/versions';
import { idPattern, paths } from '../../src/app/paths';
import { perform, runCommand, Unavailable } from '../../src/app/services/runCommand';
import { createEvent, createParticipatingField, PNG, TEXT } from '../server/eventFixtures';
import { translator } from './messages';
import { startCommandHarness } from './commandHarness';

const { server, at } = await startCommandHarness({ route: '/events' });
const t = translator('en');


const stored = async (eventId: number): Promise<Booklet | undefined> => (await server.call('GET', `/api/v2/booklets?event=${eventId}`)).body.results[0];
const file = (bytes: Uint8Array, name: string, type: string) => new File([Uint8Array.from(bytes)], name, { type });

function argsFor(eventId: number, fieldId: number, booklet: SaveBookletArgs['booklet'], title = 'Guide'): SaveBookletArgs {
  return {
    event: eventId,
    booklet,
    input: {
      title,
      is_published: false,
      configuration: {
        answers: [{ index: 0, icon: 'company', participating_field_id: fieldId, style: 'BookletTitle', blank: false }],
        files: [],
        cover_title: { pt: 'Capa', en: 'Capa', es: 'Capa' },
      },
    },
    cover: null,
  };
}

describe('events.editBooklet: where and when', () => {
  it('lives in the events scope on Shift+B, titled "Edit the booklet…", colliding with no other key', async () => {
    expect({ id: editBookletCommand.id, keys: editBookletCommand.keys, scope: editBookletCommand.scope, group: editBookletCommand.group, route: editBookletCommand.route }).toEqual({
      id: 'events.editBooklet', keys: ['Shift+B'], scope: 'events', group: 'events', route: '/events/booklet',
    });
    expect(t(editBookletCommand.title)).toBe('Edit the booklet…');
    const { registry } = await import('../../commands/all');
    expect(registry.get('events.editBooklet')).toBe(editBookletCommand);
    expect(() => createRegistry([...registry.commands.filter((command) => !bookletCommands.includes(command)), ...bookletCommands])).not.toThrow();
  });

  it('is available for exactly one event: the route’s, else the one selected, else the one under the cursor', () => {
    const reason = { reason: 'command.unavailable.notOneEvent' };
    expect(t('command.unavailable.notOneEvent')).toBe('Select exactly one event');
    expect(availabilityOf(editBookletCommand, at().context)).toEqual(reason);
    expect(availabilityOf(editBookletCommand, at({ selected: [3, 4], focused: 5 }).context)).toEqual(reason);
    expect(availabilityOf(editBookletCommand, at({ focused: 5 }).context)).toBe(true);
    expect(bookletEventOf(at({ focused: 5 }).context)).toBe(5);
    expect(bookletEventOf(at({ selected: [3], focused: 5 }).context)).toBe(3);
    expect(bookletEventOf(at({ route: '/events/8/booklet' }).context)).toBe(8);
    expect(availabilityOf(editBookletCommand, at({ route: '/devices', focused: 5 }).context)).toEqual({ reason: 'command.unavailable.elsewhere' });
  });

  it('opens the editor at /events/{id}/booklet when run without arguments', async () => {
    const { context, navigate } = at({ focused: 12 });
    expect(screenOf(editBookletCommand, context)).toBe('/events/12/booklet');
    await runCommand(editBookletCommand, context, undefined, 'keys');
    expect(navigate).toHaveBeenCalledWith('/events/12/booklet');
  });

  it('has paths that never clash with /events/edit/{id}', () => {
    expect(paths.events.bookletOf(7)).toBe('/events/7/booklet');
    expect(paths.events.local(paths.events.bookletPattern)).toBe('/:id/booklet');
    expect(paths.events.local(paths.events.booklet)).toBe('/booklet');
    expect(paths.events.bookletEventIn('/events/7/booklet')).toBe(7);
    expect(paths.events.bookletEventIn('/events/7/booklet/')).toBe(7);
    for (const other of ['/events/booklet', '/events/edit/7', '/events/x/booklet', '/events/7/booklet/more', '/devices/7/booklet']) expect(paths.events.bookletEventIn(other)).toBeNull();
    expect(idPattern(paths.events, 'edit')).toBe('/edit/:id');
    expect(paths.events.idIn(paths.events.bookletOf(7), 'edit')).toBeNull();
  });
});

describe('events.editBooklet: saving', () => {
  it('creates the event’s booklet, then edits it with If-Match; a stale version is refused and changes nothing', async () => {
    const event = await createEvent(server);
    const company = await createParticipatingField(server, event.id, 'Company', 'Title');
    const { context, success } = at({ route: paths.events.bookletOf(event.id) });
    const created = await perform(editBookletCommand, argsFor(event.id, company, null), context);
    expect(success).toHaveBeenLastCalledWith('Booklet created');
    expect(await stored(event.id)).toEqual(created);
    const loadedAt = versionOf(created);
    expect(loadedAt).toBeTruthy();

    const edited = await perform(editBookletCommand, argsFor(event.id, company, { id: created.id, version: loadedAt }, 'Guide, edited'), context);
    expect(success).toHaveBeenLastCalledWith('Booklet edited');
    expect(edited.title).toBe('Guide, edited');

    // loaded at the first version, saved after the second: 412, nothing written
    const stale = perform(editBookletCommand, argsFor(event.id, company, { id: created.id, version: loadedAt }, 'Too late'), context);
    await expect(stale).rejects.toMatchObject({ status: 412 });
    expect((await stored(event.id))?.title).toBe('Guide, edited');
  });

  it('refuses a second booklet for the event, naming the event', async () => {
    const event = await createEvent(server);
    const company = await createParticipatingField(server, event.id, 'Company', 'Title');
    const { context } = at({ focused: event.id });
    await perform(editBookletCommand, argsFor(event.id, company, null), context);
    const again = await perform(editBookletCommand, argsFor(event.id, company, null), context).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiFailure);
    expect((again as ApiFailure).firstFor('event')).toBe('This event already has a booklet.');
  });

  it('uploads the chosen cover once the booklet exists; a refused cover leaves the booklet saved and names it', async () => {
    const event = await createEvent(server);
    const company = await createParticipatingField(server, event.id, 'Company', 'Title');
    const { context, success } = at({ focused: event.id });
    const withCover = await perform(editBookletCommand, { ...argsFor(event.id, company, null), cover: file(PNG, 'cover.png', 'image/png') }, context);
    expect(withCover.cover_image).toMatch(/\/media\//);
    expect((await stored(event.id))?.cover_image).toBe(withCover.cover_image);

    success.mockClear();
    const refused = await perform(
      editBookletCommand,
      { ...argsFor(event.id, company, { id: withCover.id, version: versionOf(withCover) }, 'New title'), cover: file(TEXT, 'notes.png', 'image/png') },
      context,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CoverNotSaved);
    const { booklet, message } = refused as CoverNotSaved;
    expect(message).toMatch(/^The booklet was saved, but not its cover image: /);
    expect(booklet).toMatchObject({ id: withCover.id, title: 'New title', cover_image: withCover.cover_image });
    expect(versionOf(booklet)).toBeTruthy();
    expect(success).not.toHaveBeenCalled();
    expect((await stored(event.id))?.title).toBe('New title');
  });

  it('is refused where it is not available, before anything is sent', async () => {
    const event = await createEvent(server);
    const company = await createParticipatingField(server, event.id, 'Company', 'Title');
    await expect(perform(editBookletCommand, argsFor(event.id, company, null), at({ selected: [1, 2] }).context)).rejects.toBeInstanceOf(Unavailable);
    expect(await stored(event.id)).toBeUndefined();
  });
});
