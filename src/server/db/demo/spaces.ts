// Spaces that rent a visitor counter (museums, libraries, shops), and the e-mails their visitors left.
import type { Insertable } from 'kysely';
import type { SpacesTable, SubscriptionsTable } from '../schema';
import { firstFreeSlug, slugify } from '../slug';
import { DAY_MS, iso, type DemoClock } from './calendar';
import type { PlannedRow } from './insert';
import type { PlannedUser } from './people';
import type { Random } from './random';

const SPACE_COUNT = 40;
const SUBSCRIPTION_COUNT = 320;

/** `areaCode`: the landline prefix, so a space's phone number belongs to its city. */
interface City { name: string; spanish: boolean; of: string; areaCode: string }

const city = (name: string, areaCode: string, spanish = false, preposition = 'de'): City =>
  ({ name, spanish, of: `${preposition} ${name}`, areaCode });

const CITIES: readonly City[] = [
  city('Lisboa', '21'), city('Porto', '22', false, 'do'), city('Anadia', '231'), city('Coimbra', '239'),
  city('Aveiro', '234'), city('Braga', '253'), city('Évora', '266'), city('Faro', '289'), city('Viseu', '232'),
  city('Guimarães', '253'), city('Leiria', '244'),
  city('Madrid', '91', true), city('Sevilla', '95', true), city('Valencia', '96', true), city('Bilbao', '94', true),
  city('Salamanca', '923', true),
];

interface Venue { template: string; capacity: [number, number] }

const PORTUGUESE_VENUES: readonly Venue[] = [
  { template: 'Museu Municipal {of}', capacity: [150, 900] },
  { template: 'Museu do Vinho {of}', capacity: [80, 400] },
  { template: 'Biblioteca Municipal {of}', capacity: [60, 400] },
  { template: 'Centro Cultural {of}', capacity: [200, 1200] },
  { template: 'Centro de Ciência {of}', capacity: [300, 1500] },
  { template: 'Galeria de Arte {of}', capacity: [40, 250] },
  { template: 'Livraria Central {of}', capacity: [20, 120] },
  { template: 'Garrafeira {of}', capacity: [15, 60] },
  { template: 'Loja de Design {of}', capacity: [20, 90] },
];

const SPANISH_VENUES: readonly Venue[] = [
  { template: 'Museo de Historia {of}', capacity: [150, 1000] },
  { template: 'Biblioteca Pública {of}', capacity: [60, 500] },
  { template: 'Centro Cultural {of}', capacity: [200, 1200] },
  { template: 'Librería del Centro {of}', capacity: [20, 120] },
  { template: 'Tienda de Diseño {of}', capacity: [20, 90] },
];

/** Nine digits starting with the city's area code, written in threes as on a shop front. */
function landlineOf(random: Random, place: City): string {
  let digits = place.areaCode;
  while (digits.length < 9) digits += String(random.int(0, 9));
  return `${place.spanish ? '+34' : '+351'} ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

type SpaceRow = PlannedRow<SpacesTable>;

export interface SpacesPlan {
  rows: SpaceRow[];
  subscriptions: Insertable<SubscriptionsTable>[];
}

export function planSpaces(
  random: Random,
  clock: DemoClock,
  users: readonly PlannedUser[],
  firstIds: { space: number; subscription: number },
): SpacesPlan {
  const takenNames = new Set<string>();
  const takenSlugs = new Set<string>();
  const rows: SpaceRow[] = [];
  while (rows.length < SPACE_COUNT) {
    const place = random.pick(CITIES);
    const venue = random.pick(place.spanish ? SPANISH_VENUES : PORTUGUESE_VENUES);
    const name = venue.template.replace('{of}', place.of);
    if (takenNames.has(name)) continue;
    takenNames.add(name);
    const slug = firstFreeSlug(slugify(name, 'space'), takenSlugs);
    takenSlugs.add(slug);
    const capacity = random.int(...venue.capacity);
    const current = random.chance(0.2) ? 0 : random.chance(0.1) ? capacity : random.int(0, capacity);
    const owners = users.filter((user) => user.spanish === place.spanish);
    const createdMs = clock.daysAgo(random, 700, 30);
    rows.push({
      id: firstIds.space + rows.length,
      name,
      slug,
      capacity,
      current_count: current,
      website: random.chance(0.85) ? `https://www.${slug}.${place.spanish ? 'es' : 'pt'}` : null,
      facebook: random.chance(0.55) ? `https://www.facebook.com/${slug.replaceAll('-', '')}` : null,
      phone_number: random.chance(0.8) ? landlineOf(random, place) : null,
      user_id: random.chance(0.5) && owners.length > 0 ? random.pick(owners).id : null,
      premium: random.chance(0.3) ? 1 : 0,
      created_at: iso(createdMs),
      // A counting space writes its count all day long, so its last update is recent.
      updated_at: current > 0 ? iso(clock.daysAgo(random, 0.2, 0)) : clock.updatedAfter(random, createdMs),
    });
  }
  return { rows, subscriptions: planSubscriptions(random, clock, rows, firstIds.subscription) };
}

const VISITOR_FIRST = [
  'ana', 'joana', 'rita', 'marta', 'ines', 'tiago', 'pedro', 'rui', 'nuno', 'lucia',
  'maria', 'laura', 'pablo', 'javier', 'carlos', 'sara', 'hugo', 'diana', 'bruno', 'elena',
];
const VISITOR_LAST = [
  'silva', 'santos', 'costa', 'pereira', 'almeida', 'ribeiro', 'garcia', 'lopez', 'martin', 'ruiz',
  'moreno', 'sousa', 'lima', 'torres', 'vidal',
];
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'sapo.pt', 'yahoo.es', 'icloud.com'];

function visitorEmailOf(random: Random): string {
  const first = random.pick(VISITOR_FIRST);
  const last = random.pick(VISITOR_LAST);
  const birthYear = random.int(60, 99);
  const local = random.pick([`${first}.${last}`, `${first}${last}`, `${first}_${last}`, `${first}.${last}${birthYear}`]);
  return `${local}@${random.pick(MAIL_DOMAINS)}`;
}

/** Visitors leave their e-mail at the counter's screen; premium spaces collect most of them. */
function planSubscriptions(
  random: Random,
  clock: DemoClock,
  spaces: readonly SpaceRow[],
  firstId: number,
): Insertable<SubscriptionsTable>[] {
  const weighted = spaces.flatMap((space) => Array.from({ length: space.premium ? 4 : 1 }, () => space));
  const seen = new Set<string>();
  const drafts: { email: string; space_id: number; createdMs: number }[] = [];
  while (drafts.length < SUBSCRIPTION_COUNT) {
    const space = random.pick(weighted);
    const email = visitorEmailOf(random);
    const key = `${space.id}|${email}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const spaceCreatedMs = Date.parse(space.created_at);
    const ageDays = Math.max(1, (clock.anchorMs - spaceCreatedMs) / DAY_MS);
    drafts.push({ email, space_id: space.id, createdMs: clock.daysAgo(random, Math.min(365, ageDays), 0) });
  }
  // Ids follow arrival, as they would in a live table.
  drafts.sort((a, b) => a.createdMs - b.createdMs);
  return drafts.map((draft, index) => ({
    id: firstId + index,
    email: draft.email,
    space_id: draft.space_id,
    created_at: iso(draft.createdMs),
  }));
}
