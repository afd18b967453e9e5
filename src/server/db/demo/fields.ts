// Participating fields: what each event asks its exhibitors, and so what its booklet can show.
import type { Insertable } from 'kysely';
import type { BookletFieldType, BookletIcon } from '../../../contract/enums';
import type { ParticipatingFieldsTable } from '../schema';
import type { PlannedEvent } from './events';
import type { Random } from './random';

interface FieldSeed { name: string; type: BookletFieldType; icon: BookletIcon }

/** Every event asks for these. */
const CORE_FIELDS: readonly FieldSeed[] = [
  { name: 'Company', type: 'Title', icon: 'company' },
  { name: 'Logo', type: 'Logo', icon: 'file' },
  { name: 'Email', type: 'Email', icon: 'email' },
  { name: 'Website', type: 'Link', icon: 'website' },
];

const OPTIONAL_FIELDS: readonly FieldSeed[] = [
  { name: 'Stand', type: 'Title Small', icon: 'square' },
  { name: 'Slogan', type: 'Title Big', icon: 'info' },
  { name: 'Job title', type: 'Answer Small', icon: 'person' },
  { name: 'Country', type: 'Answer Small', icon: 'address' },
  { name: 'Sector', type: 'Answer Small', icon: 'info' },
  { name: 'Phone', type: 'Answer Small', icon: 'phone' },
  { name: 'Contact person', type: 'Answer', icon: 'contact' },
  { name: 'Address', type: 'Answer', icon: 'address' },
  { name: 'About the company', type: 'Answer Big', icon: 'info' },
  { name: 'Products and services', type: 'Answer Big', icon: 'document' },
  { name: 'LinkedIn', type: 'Link', icon: 'website' },
  { name: 'Brochure', type: 'Brochure', icon: 'file' },
  { name: 'Catalogue', type: 'Brochure', icon: 'document' },
];

const WINE_FIELD: FieldSeed = { name: 'Wines on show', type: 'Answer', icon: 'wine' };
/** Wine fairs and congresses ask their producers what they pour. */
const WINE_EVENT = /vin|bairrada|enolog/i;

const MIN_FIELDS = 6;
const MAX_FIELDS = 12;

export interface PlannedField { id: number; eventId: number; name: string; type: BookletFieldType; icon: BookletIcon }

export interface FieldsPlan {
  byEvent: Map<number, PlannedField[]>;
  rows: Insertable<ParticipatingFieldsTable>[];
}

export function planFields(random: Random, events: readonly PlannedEvent[], firstId: number): FieldsPlan {
  const byEvent = new Map<number, PlannedField[]>();
  const rows: Insertable<ParticipatingFieldsTable>[] = [];
  for (const event of events) {
    const themed = WINE_EVENT.test(event.name) ? [WINE_FIELD] : [];
    const extraCount = random.int(MIN_FIELDS, MAX_FIELDS) - CORE_FIELDS.length - themed.length;
    // Keep the optional fields in their listed order: the form reads top to bottom like a real one.
    const extras = random
      .sample(OPTIONAL_FIELDS, extraCount)
      .sort((a, b) => OPTIONAL_FIELDS.indexOf(a) - OPTIONAL_FIELDS.indexOf(b));
    const fields = [...CORE_FIELDS, ...themed, ...extras].map((seed) => {
      const field: PlannedField = { id: firstId + rows.length, eventId: event.id, ...seed };
      rows.push({ id: field.id, event_id: event.id, name: field.name, type: field.type });
      return field;
    });
    byEvent.set(event.id, fields);
  }
  return { byEvent, rows };
}
