// The events the business runs: some over, some running around the demo's "today", some still to come.
import type { Insertable } from 'kysely';
import type { EventLanguage, TimezoneId } from '../../../contract/enums';
import type { EventSettingsTable, EventsTable } from '../schema';
import { slugify } from '../slug';
import { DAY_MS, DEMO_REFERENCE_MS, iso, type DemoClock } from './calendar';
import type { Random } from './random';
import type { PlannedRow } from './insert';

interface EventSeed {
  name: string;
  location: string;
  timezone: TimezoneId;
  language: EventLanguage;
  /** UTC instants, chosen to fall at sensible local opening and closing hours */
  start: string;
  end: string;
  maxCapacity: number;
  baseCost: number;
  description: string;
  published: boolean;
  liveInteractions: boolean;
  /** a banner and a page background, drawn by media.ts */
  image: boolean;
  background: boolean;
}

const EVENTS: readonly EventSeed[] = [
  {
    name: 'Lisbon Tech Summit 2025', location: 'FIL, Parque das Nações, Lisboa',
    timezone: 'Europe/Lisbon', language: 'en',
    start: '2025-03-11T09:00:00.000Z', end: '2025-03-13T18:00:00.000Z', maxCapacity: 12000, baseCost: 14500,
    description: 'Three days of talks, start-up pitches and an expo hall for the Iberian tech scene.',
    published: true, liveInteractions: true, image: true, background: true,
  },
  {
    name: 'Expo Bairrada 2025', location: 'Parque de Exposições, Anadia', timezone: 'Europe/Lisbon', language: 'pt',
    start: '2025-05-30T09:00:00.000Z', end: '2025-06-08T21:00:00.000Z', maxCapacity: 25000, baseCost: 8200,
    description: 'Feira de vinhos, espumantes e gastronomia da Bairrada, com 120 produtores e provas guiadas.',
    published: true, liveInteractions: false, image: true, background: false,
  },
  {
    name: 'Congreso de Enología 2025', location: 'Riojaforum, Logroño', timezone: 'Europe/Madrid', language: 'es',
    start: '2025-10-15T07:30:00.000Z', end: '2025-10-17T15:00:00.000Z', maxCapacity: 900, baseCost: 3600,
    description: 'Congreso técnico de enología y viticultura: ponencias, catas y feria de proveedores.',
    published: true, liveInteractions: false, image: false, background: false,
  },
  {
    name: 'Salón del Turismo Madrid 2026', location: 'IFEMA, Madrid', timezone: 'Europe/Madrid', language: 'es',
    start: '2026-01-21T09:00:00.000Z', end: '2026-01-25T18:00:00.000Z', maxCapacity: 40000, baseCost: 21000,
    description: 'Salón profesional y de público del turismo, con pabellones de 60 destinos y agencias.',
    published: true, liveInteractions: false, image: true, background: true,
  },
  {
    name: 'Congresso de Cardiologia 2026', location: 'Convento São Francisco, Coimbra',
    timezone: 'Europe/Lisbon', language: 'pt',
    start: '2026-04-23T07:30:00.000Z', end: '2026-04-25T17:00:00.000Z', maxCapacity: 1500, baseCost: 5400,
    description: 'Congresso anual de cardiologia com sessões paralelas, e-posters e exposição técnica.',
    published: true, liveInteractions: true, image: true, background: false,
  },
  {
    name: 'Berlin Mobility Forum 2026', location: 'Messe Berlin, Berlin', timezone: 'Europe/Berlin', language: 'de',
    start: '2026-06-16T07:00:00.000Z', end: '2026-06-18T16:00:00.000Z', maxCapacity: 6000, baseCost: 12800,
    description: 'Fachforum für urbane Mobilität mit Ausstellung, Workshops und Matchmaking.',
    published: true, liveInteractions: false, image: true, background: false,
  },
  {
    name: 'London Retail Expo 2026', location: 'ExCeL, London', timezone: 'Europe/London', language: 'en',
    start: '2026-10-06T08:30:00.000Z', end: '2026-10-08T16:30:00.000Z', maxCapacity: 9000, baseCost: 16400,
    description: 'Retail technology show: payments, in-store analytics and footfall counting.',
    published: true, liveInteractions: false, image: true, background: false,
  },
  {
    name: 'Feira de Natal de Lisboa 2026', location: 'Praça do Comércio, Lisboa',
    timezone: 'Europe/Lisbon', language: 'pt',
    start: '2026-11-20T10:00:00.000Z', end: '2026-12-23T22:00:00.000Z', maxCapacity: 60000, baseCost: 9800,
    description: 'Mercado de Natal com artesanato, doçaria regional, concertos e contagem de visitantes em tempo real.',
    published: true, liveInteractions: true, image: true, background: true,
  },
  {
    name: 'Porto Health Congress 2026', location: 'Alfândega do Porto, Porto',
    timezone: 'Europe/Lisbon', language: 'en',
    start: '2026-11-24T08:00:00.000Z', end: '2026-11-27T18:00:00.000Z', maxCapacity: 2200, baseCost: 7600,
    description: 'International congress on digital health, with a start-up village and live polling in every room.',
    published: true, liveInteractions: true, image: true, background: false,
  },
  {
    name: 'Feria del Vino Madrid 2026', location: 'Palacio de Cristal, Madrid',
    timezone: 'Europe/Madrid', language: 'es',
    start: '2026-11-23T10:00:00.000Z', end: '2026-11-29T19:00:00.000Z', maxCapacity: 15000, baseCost: 6900,
    description: 'Feria de bodegas de toda España con catas, maridajes y zona profesional.',
    published: true, liveInteractions: false, image: true, background: false,
  },
  {
    name: 'Congresso Ibérico de IA 2027', location: 'Centro de Congressos, Braga',
    timezone: 'Europe/Lisbon', language: 'pt',
    start: '2027-02-10T08:30:00.000Z', end: '2027-02-12T17:30:00.000Z', maxCapacity: 1800, baseCost: 6200,
    description: 'Congresso ibérico de inteligência artificial aplicada à indústria e aos serviços públicos.',
    published: true, liveInteractions: true, image: true, background: false,
  },
  {
    name: 'Forum Franco-Portugais 2027', location: 'Centro Cultural de Belém, Lisboa',
    timezone: 'Europe/Lisbon', language: 'fr',
    start: '2027-04-08T08:00:00.000Z', end: '2027-04-09T17:00:00.000Z', maxCapacity: 800, baseCost: 4100,
    description: "Rencontres d'affaires entre entreprises françaises et portugaises, avec rendez-vous B2B.",
    published: true, liveInteractions: false, image: false, background: false,
  },
  {
    name: 'Valencia Design Week 2027', location: 'Feria Valencia, Valencia', timezone: 'Europe/Madrid', language: 'es',
    start: '2027-05-18T08:00:00.000Z', end: '2027-05-23T18:00:00.000Z', maxCapacity: 20000, baseCost: 11300,
    description: 'Semana del diseño y el hábitat: mobiliario, iluminación e interiorismo. Programa en preparación.',
    published: false, liveInteractions: false, image: false, background: false,
  },
];

export type EventPhase = 'past' | 'running' | 'upcoming';

export interface PlannedEvent {
  id: number;
  name: string;
  phase: EventPhase;
  language: EventLanguage;
  startMs: number;
  endMs: number;
  createdMs: number;
  wantsImage: boolean;
  wantsBackground: boolean;
}

export interface EventsPlan {
  events: PlannedEvent[];
  /** rows without their image ids, which media.ts fills in */
  rows: PlannedRow<EventsTable>[];
  settings: Insertable<EventSettingsTable>[];
}

function phaseOf(startMs: number, endMs: number): EventPhase {
  if (endMs < DEMO_REFERENCE_MS) return 'past';
  return startMs <= DEMO_REFERENCE_MS ? 'running' : 'upcoming';
}

/** Registrations so far: nearly full once over, filling up while running, a trickle before. */
function registrationsOf(random: Random, phase: EventPhase, maxCapacity: number): number {
  const [low, high] = phase === 'past' ? [0.8, 1] : phase === 'running' ? [0.6, 0.95] : [0.05, 0.45];
  return Math.round(maxCapacity * (low + random.next() * (high - low)));
}

export function planEvents(random: Random, clock: DemoClock, firstIds: { event: number; settings: number }): EventsPlan {
  const events: PlannedEvent[] = [];
  const rows: PlannedRow<EventsTable>[] = [];
  const settings: Insertable<EventSettingsTable>[] = [];
  EVENTS.forEach((seed, index) => {
    const id = firstIds.event + index;
    const startMs = Date.parse(seed.start);
    const endMs = Date.parse(seed.end);
    const phase = phaseOf(startMs, endMs);
    const createdMs = Math.min(startMs - random.int(60, 240) * DAY_MS, clock.daysAgo(random, 30, 1));
    const updatedAt = clock.updatedAfter(random, createdMs);
    events.push({
      id, name: seed.name, phase, language: seed.language, startMs, endMs, createdMs,
      wantsImage: seed.image, wantsBackground: seed.background,
    });
    rows.push({
      id,
      name: seed.name,
      slug: slugify(seed.name, 'event'),
      start_date: seed.start,
      end_date: seed.end,
      timezone_id: seed.timezone,
      location: seed.location,
      default_language: seed.language,
      description: seed.description,
      max_capacity: seed.maxCapacity,
      capacity: registrationsOf(random, phase, seed.maxCapacity),
      image: null,
      background_image: null,
      is_published: seed.published ? 1 : 0,
      base_cost: seed.baseCost,
      created_at: iso(createdMs),
      updated_at: updatedAt,
    });
    settings.push({
      id: firstIds.settings + index,
      event_id: id,
      live_interactions: seed.liveInteractions ? 1 : 0,
      updated_at: updatedAt,
    });
  });
  return { events, rows, settings };
}
