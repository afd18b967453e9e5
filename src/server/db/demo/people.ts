// Staff of the organisers we work with, and which of them manage which event.
import type { Insertable } from 'kysely';
import { emailKey } from '../../../contract/emailIdentity';
import { foldText } from '../../../contract/fold';
import { UNUSABLE_PASSWORD } from '../../http/passwords';
import type { EventManagersTable, UsersTable } from '../schema';
import { DAY_MS, iso, type DemoClock } from './calendar';
import type { PlannedEvent } from './events';
import type { Random } from './random';

const USER_COUNT = 25;
const PORTUGUESE_SHARE = 0.6;

const PORTUGUESE = {
  first: [
    'Ana', 'Joana', 'Inês', 'Mariana', 'Beatriz', 'Catarina', 'Sofia', 'Rita', 'Filipa', 'Teresa',
    'João', 'Tiago', 'Pedro', 'Miguel', 'Rui', 'Nuno', 'Diogo', 'Ricardo', 'Gonçalo', 'André', 'Luís',
  ],
  last: [
    'Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Fernandes',
    'Gonçalves', 'Gomes', 'Lopes', 'Marques', 'Almeida', 'Ribeiro', 'Pinto', 'Carvalho', 'Teixeira', 'Conceição',
  ],
  domains: ['atlanticoeventos.pt', 'feirasdonorte.pt', 'congressosplus.pt', 'bairradaexpo.pt', 'kitroom.pt'],
};

const SPANISH = {
  first: [
    'Lucía', 'María', 'Carmen', 'Laura', 'Paula', 'Elena', 'Alba', 'Nerea',
    'Javier', 'Carlos', 'Alejandro', 'Pablo', 'Diego', 'Sergio', 'Álvaro', 'Íñigo',
  ],
  last: [
    'García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez',
    'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez', 'Romero', 'Navarro', 'Ibáñez',
  ],
  domains: ['congresosiberia.es', 'feriasdelsur.es', 'madridexpone.es', 'levanteeventos.es'],
};

export interface PlannedUser { id: number; name: string; email: string; spanish: boolean }

export interface PeoplePlan {
  users: PlannedUser[];
  rows: Insertable<UsersTable>[];
  managers: Insertable<EventManagersTable>[];
}

/** Portuguese mobiles start 91, 92, 93 or 96; Spanish ones 6 or 7. Written as people write them. */
function phoneNumberOf(random: Random, spanish: boolean): string {
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
  if (spanish) return `+34 ${random.pick(['6', '7'])}${digits(2)} ${digits(3)} ${digits(3)}`;
  return `+351 9${random.pick(['1', '2', '3', '6'])}${digits(1)} ${digits(3)} ${digits(3)}`;
}

function nameOf(random: Random, spanish: boolean): string {
  if (spanish) return `${random.pick(SPANISH.first)} ${random.pick(SPANISH.last)} ${random.pick(SPANISH.last)}`;
  return `${random.pick(PORTUGUESE.first)} ${random.pick(PORTUGUESE.last)}`;
}

/** first.last@company (accents dropped), with a number when two people share it at the same company. */
function emailOf(name: string, domain: string, taken: Set<string>): string {
  const [first, last] = foldText(name).split(' ');
  const wanted = `${first}.${last}`;
  let local = wanted;
  for (let counter = 2; taken.has(local); counter += 1) local = `${wanted}${counter}`;
  taken.add(local);
  return `${local}@${domain}`;
}

export function planPeople(
  random: Random,
  clock: DemoClock,
  events: readonly PlannedEvent[],
  firstIds: { user: number; manager: number },
): PeoplePlan {
  const users: PlannedUser[] = [];
  const rows: Insertable<UsersTable>[] = [];
  const takenNames = new Set<string>();
  const takenLocalParts = new Map<string, Set<string>>();
  for (let index = 0; index < USER_COUNT; index += 1) {
    const spanish = !random.chance(PORTUGUESE_SHARE);
    let name = nameOf(random, spanish);
    while (takenNames.has(name)) name = nameOf(random, spanish);
    takenNames.add(name);
    const domain = random.pick(spanish ? SPANISH.domains : PORTUGUESE.domains);
    const taken = takenLocalParts.get(domain) ?? new Set<string>();
    takenLocalParts.set(domain, taken);
    const email = emailOf(name, domain, taken);
    const id = firstIds.user + index;
    const createdMs = clock.daysAgo(random, 700, 5);
    users.push({ id, name, email, spanish });
    rows.push({
      id,
      name,
      email,
      email_key: emailKey(email),
      phone_number: random.chance(0.85) ? phoneNumberOf(random, spanish) : null,
      password_hash: UNUSABLE_PASSWORD,
      role: null,
      created_at: iso(createdMs),
      updated_at: clock.updatedAfter(random, createdMs),
    });
  }
  return { users, rows, managers: planManagers(random, clock, events, users, firstIds.manager) };
}

/** One to three managers per event, preferring people who speak the event's language. */
function planManagers(
  random: Random,
  clock: DemoClock,
  events: readonly PlannedEvent[],
  users: readonly PlannedUser[],
  firstId: number,
): Insertable<EventManagersTable>[] {
  const managers: Insertable<EventManagersTable>[] = [];
  for (const event of events) {
    const spanishEvent = event.language === 'es';
    const preferred = users.filter((user) => user.spanish === spanishEvent);
    const chosen = random.sample(preferred.length >= 3 ? preferred : users, random.int(1, 3));
    for (const user of chosen) {
      const createdMs = Math.min(event.createdMs + random.int(0, 20) * DAY_MS, clock.anchorMs);
      managers.push({ id: firstId + managers.length, event_id: event.id, user_id: user.id, created_at: iso(createdMs) });
    }
  }
  return managers;
}
