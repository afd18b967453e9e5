// End-of-event booklets: exhibitor catalogues laid out from each event's participating fields.
import type { BookletAnswerEntry, BookletConfiguration, BookletFileEntry } from '../../../contract/entities';
import type { BookletFieldType, BookletStyle, EventLanguage } from '../../../contract/enums';
import type { BookletsTable } from '../schema';
import { DAY_MS, iso, type DemoClock } from './calendar';
import type { PlannedEvent } from './events';
import type { PlannedField } from './fields';
import type { PlannedRow } from './insert';
import type { Random } from './random';

const STYLE_OF_TYPE: Record<BookletFieldType, BookletStyle> = {
  'Title Small': 'BookletTitleSmall',
  Title: 'BookletTitle',
  'Title Big': 'BookletTitleBig',
  'Answer Small': 'BookletAnswerSmall',
  Answer: 'BookletAnswer',
  'Answer Big': 'BookletAnswerBig',
  Link: 'BookletLink',
  Email: 'BookletEmail',
  Logo: 'BookletLogo',
  Brochure: 'BookletBrochure',
};

const FILE_TYPES: readonly BookletFieldType[] = ['Logo', 'Brochure'];

const CATALOGUE_TITLE: Record<EventLanguage, string> = {
  pt: 'Catálogo de Expositores',
  en: 'Exhibitor Guide',
  es: 'Guía de Expositores',
  de: 'Ausstellerverzeichnis',
  fr: 'Guide des exposants',
};

export interface PlannedBooklet { id: number; eventId: number; wantsCover: boolean }

export interface BookletsPlan {
  booklets: PlannedBooklet[];
  /** rows without their cover image, which media.ts fills in */
  rows: PlannedRow<BookletsTable>[];
}

type Card = { kind: 'field'; field: PlannedField } | { kind: 'blank' };

/**
 * The editor's cards in page order: logo first, then the answers (with now and then an empty space), brochures
 * last. A card's index is its position, shared by answers and files, as the editor numbers them.
 */
function cardsOf(random: Random, fields: readonly PlannedField[]): Card[] {
  const logos = fields.filter((field) => field.type === 'Logo');
  const brochures = fields.filter((field) => field.type === 'Brochure');
  const [title, ...others] = fields.filter((field) => !FILE_TYPES.includes(field.type));
  const shown = random.sample(others, random.int(3, 6)).sort((a, b) => a.id - b.id);
  const answers: Card[] = [...(title ? [title] : []), ...shown].map((field) => ({ kind: 'field', field }));
  if (random.chance(0.6)) answers.splice(random.int(1, answers.length), 0, { kind: 'blank' });
  return [
    ...logos.map((field): Card => ({ kind: 'field', field })),
    ...answers,
    ...brochures.map((field): Card => ({ kind: 'field', field })),
  ];
}

export function configurationOf(random: Random, fields: readonly PlannedField[], title: string): BookletConfiguration {
  const answers: BookletAnswerEntry[] = [];
  const files: BookletFileEntry[] = [];
  cardsOf(random, fields).forEach((card, index) => {
    if (card.kind === 'blank') {
      answers.push({ index, icon: 'square', participating_field_id: null, style: 'BookletAnswer', blank: true });
      return;
    }
    const { field } = card;
    const style = STYLE_OF_TYPE[field.type];
    if (FILE_TYPES.includes(field.type)) {
      files.push({ index, type: 'logo', icon: field.icon, participating_field_id: field.id, style });
    } else {
      answers.push({ index, icon: field.icon, participating_field_id: field.id, style, blank: false });
    }
  });
  // The editor writes one title into every language; the contract keeps all three.
  return { answers, files, cover_title: { pt: title, en: title, es: title } };
}

/** Booklets for three finished events (published) and one running event (a draft being prepared). */
export function planBooklets(
  random: Random,
  clock: DemoClock,
  events: readonly PlannedEvent[],
  fieldsByEvent: ReadonlyMap<number, PlannedField[]>,
  firstId: number,
): BookletsPlan {
  const finished = random.sample(events.filter((event) => event.phase === 'past'), 3);
  const running = random.sample(events.filter((event) => event.phase === 'running'), 1);
  const chosen = [...finished, ...running].sort((a, b) => a.id - b.id);
  const booklets: PlannedBooklet[] = [];
  const rows: PlannedRow<BookletsTable>[] = [];
  for (const event of chosen) {
    const id = firstId + rows.length;
    const title = `${CATALOGUE_TITLE[event.language]} · ${event.name}`;
    const createdMs = Math.min(event.startMs - random.int(3, 20) * DAY_MS, clock.anchorMs);
    booklets.push({ id, eventId: event.id, wantsCover: event.phase === 'past' });
    rows.push({
      id,
      event_id: event.id,
      title,
      cover_image: null,
      is_published: event.phase === 'past' ? 1 : 0,
      configuration: JSON.stringify(configurationOf(random, fieldsByEvent.get(event.id) ?? [], title)),
      created_at: iso(createdMs),
      updated_at: clock.updatedAfter(random, createdMs),
    });
  }
  return { booklets, rows };
}
