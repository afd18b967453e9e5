// The booklet: "Edit the booklet…" (Shift+B on /events) for exactly one event: the one its route names
// (/events/7/booklet), else the one selected, else with nothing selected the one under the cursor. Run without
// arguments it opens the editor (screens/events/booklet, a lazy chunk); the editor runs it with the whole booklet
// to save it: POST when the event has none, else PUT with If-Match, then the cover's upload when one was chosen.
import type { Booklet } from '../src/contract/entities';
import type { BookletInput } from '../src/app/api/eventCalls';
import { Refusal, failureMessage } from '../src/app/api/errors';
import { versionOf } from '../src/app/api/versions';
import { paths } from '../src/app/paths';
import type { CommandContext } from './context';
import { oneTarget } from './targets';
import { defineCommand, type Availability } from './registry';

/** The one event whose booklet the command edits, or null when there is not exactly one. */
export function bookletEventOf(context: CommandContext): number | null {
  return paths.events.bookletEventIn(context.route) ?? oneTarget(context);
}

const withOneEvent = (context: CommandContext): Availability =>
  bookletEventOf(context) === null ? { reason: 'command.unavailable.notOneEvent' } : true;

export interface SaveBookletArgs {
  event: number;
  /** the booklet being edited and the version it was loaded at (sent as If-Match); null creates the event's booklet */
  booklet: { id: number; version: string | undefined } | null;
  input: Omit<BookletInput, 'event'>;
  /** a cover image chosen from disk (already checked), uploaded once the booklet exists */
  cover: File | null;
}

/** The booklet was saved but its cover was refused or failed: the editor keeps `booklet`, now saved, and says why. */
export class CoverNotSaved extends Refusal {
  constructor(message: string, readonly booklet: Booklet, readonly failure: unknown) {
    super(message);
    this.name = 'CoverNotSaved';
  }
}

export const editBookletCommand = defineCommand<SaveBookletArgs, Booklet>({
  id: 'events.editBooklet',
  title: 'command.events.editBooklet',
  buttonLabel: 'button.booklet',
  group: 'events',
  scope: 'events',
  keys: ['Shift+B'],
  aboutOneRow: true,
  keywords: ['booklet', 'livreto', 'folleto', 'catalogue', 'catálogo', 'cover', 'capa', 'portada', 'cards', 'fields', 'campos'],
  route: paths.events.booklet,
  routeFor: (context) => {
    const eventId = bookletEventOf(context);
    return eventId === null ? null : paths.events.bookletOf(eventId);
  },
  when: withOneEvent,
  async run(context, { event, booklet, input, cover }) {
    const { api, t } = context.app;
    let saved = booklet === null
      ? await api.events.createBooklet({ event, ...input })
      : await api.events.updateBooklet(booklet.id, { event, ...input }, booklet.version);
    if (cover) {
      try {
        saved = await api.events.uploadBookletCover(saved.id, cover, cover.name, versionOf(saved));
      } catch (error) {
        throw new CoverNotSaved(t('booklet.cover.notSaved', { message: failureMessage(error, t) }), saved, error);
      }
    }
    context.app.notify.success(t(booklet === null ? 'booklet.created' : 'booklet.edited'));
    return saved;
  },
});

export const bookletCommands = [editBookletCommand];
