// The rental fleet. Written for 100 000 devices: no per-device look-ups, lists or string searches.
import type { Insertable } from 'kysely';
import { BASES, DEVICE_STATUSES, type Base, type DeviceStatus } from '../../../contract/enums';
import type { DevicesTable } from '../schema';
import { DAY_MS, iso, type DemoClock } from './calendar';
import type { ModelProfile } from './catalogue';
import type { PlannedEvent } from './events';
import type { Random } from './random';

const FLEET_AGE_DAYS = 730;

const STATUS_WEIGHTS: Readonly<Record<DeviceStatus, number>> = {
  available: 45, in_use: 38, repairing: 7, receiving: 6, missing: 4,
};
const BASE_WEIGHTS: readonly (readonly [Base | null, number])[] = [
  ['lisbon', 35], ['oporto', 30], ['anadia', 20], ['vision_volt', 10], [null, 5],
];
/** How common devices without a model are: bought before the catalogue was tidied up, never filed. */
const WITHOUT_MODEL_WEIGHT = 2;
/** What a device without a model looks like: a generic name, and often no network card recorded. */
const UNFILED: Omit<ModelProfile, 'id' | 'weight'> = {
  namePrefix: 'DEVICE', serialCode: 'GEN', macPrefix: '02:4B:4E', firmwareVersions: ['1.0.0', '1.2.0'], withoutMac: 0.5,
};

const KEY_TAG_COLOURS = ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'White'];

const EXHIBITORS = [
  'Quinta das Três Pontes', 'Vinhos Serra Alta', 'TecnoNorte, Lda.', 'Farmácia Lusa', 'MedData Iberia',
  'Bodegas Los Almendros', 'Cervejaria Maré', 'Soluciones Meseta SL', 'Doçaria da Avó Rosa', 'Cortiça Viva',
  'NovaCardio', 'Pixel Norte', 'Azulejaria Moderna', 'Conservas do Cais', 'Hotel Miradouro',
  'Green Route Mobility', 'DataFlux Analytics', 'Olaria Ribeirinha', 'Queijaria da Estrela', 'Turismo Costa Azul',
];

const COMMENTS = {
  any: [
    'Screen protector replaced.', 'Battery swapped in the spring service.', 'Came back without its power adapter.',
    'Sticker residue on the case, clean before next event.', 'Ecrã com risco ligeiro, funciona bem.',
    'Spare unit: keep in the van.', 'Etiqueta de inventário nova.',
  ],
  repairing: [
    'Touch screen does not respond on the left edge.', 'Printer head jams every ~50 badges.',
    'Não liga: fonte de alimentação avariada.',
    'Wi-Fi drops after 10 minutes, sent to supplier.', 'Cracked case after transport, waiting for part.',
  ],
  missing: [
    'Not returned after the event, exhibitor contacted.', 'Last seen on the loading dock.', 'Não devolvido pelo expositor.',
  ],
} as const;

/** Cumulative weights for picking many times from the same table without rebuilding it. */
function picker<T>(random: Random, entries: readonly (readonly [T, number])[]): () => T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const thresholds = entries.reduce<number[]>((sums, [, weight]) => [...sums, (sums.at(-1) ?? 0) + weight / total], []);
  return () => {
    const roll = random.next();
    const found = thresholds.findIndex((threshold) => roll < threshold);
    return (entries[found === -1 ? entries.length - 1 : found] as readonly [T, number])[0];
  };
}

const hex = (value: number) => value.toString(16).toUpperCase().padStart(2, '0');

/** Multiplying by an odd number is a bijection modulo 2^24, so distinct indices give distinct suffixes. */
function macSuffixOf(index: number): string {
  const mixed = (Math.imul(index, 0x9e3779) + 0x5a5a5) & 0xffffff;
  return `${hex(mixed >>> 16)}:${hex((mixed >>> 8) & 0xff)}:${hex(mixed & 0xff)}`;
}

/** Newer firmware is more common: the square root skews the pick towards the end of the list. */
function firmwareOf(random: Random, versions: readonly string[]): string {
  return versions[Math.min(versions.length - 1, Math.floor(Math.sqrt(random.next()) * versions.length))] ?? '1.0.0';
}

interface EventPools { running: number[]; upcoming: number[]; recentPast: number[] }

function eventPoolsOf(events: readonly PlannedEvent[]): EventPools {
  const past = events.filter((event) => event.phase === 'past').sort((a, b) => b.endMs - a.endMs);
  const ids = (phase: PlannedEvent['phase']) => events.filter((event) => event.phase === phase).map((event) => event.id);
  return { running: ids('running'), upcoming: ids('upcoming'), recentPast: past.slice(0, 2).map((event) => event.id) };
}

/** In use means out at an event, mostly running or about to start; receiving and missing ones came from one. */
function eventFor(random: Random, status: DeviceStatus, pools: EventPools): number | null {
  const from = (ids: number[]) => (ids.length > 0 ? random.pick(ids) : null);
  const roll = random.next();
  switch (status) {
    case 'in_use':
      if (roll < 0.62) return from(pools.running);
      return roll < 0.9 ? from(pools.upcoming) : from(pools.recentPast);
    case 'receiving':
      return roll < 0.6 ? from(pools.recentPast) : null;
    case 'missing':
      return roll < 0.4 ? from(pools.recentPast) : null;
    default:
      return null;
  }
}

function commentFor(random: Random, status: DeviceStatus): string {
  if (status === 'repairing' && random.chance(0.7)) return random.pick(COMMENTS.repairing);
  if (status === 'missing' && random.chance(0.6)) return random.pick(COMMENTS.missing);
  return random.chance(0.04) ? random.pick(COMMENTS.any) : '';
}

/** Yields the fleet one device at a time, for the inserter to consume in chunks. */
export function* planDevices(
  random: Random,
  clock: DemoClock,
  count: number,
  profiles: readonly ModelProfile[],
  events: readonly PlannedEvent[],
): Generator<Insertable<DevicesTable>> {
  const pickModel = picker<ModelProfile | null>(random, [
    ...profiles.map((profile) => [profile, profile.weight] as const),
    [null, WITHOUT_MODEL_WEIGHT],
  ]);
  const pickStatus = picker(random, DEVICE_STATUSES.map((status) => [status, STATUS_WEIGHTS[status]] as const));
  const pickBase = picker(random, BASE_WEIGHTS);
  const pools = eventPoolsOf(events);
  const numberWidth = Math.max(4, String(count).length);
  const serialWidth = Math.max(6, String(count).length);
  const countersByPrefix = new Map<string, number>();
  const firstMs = clock.anchorMs - FLEET_AGE_DAYS * DAY_MS;
  const stepMs = (FLEET_AGE_DAYS * DAY_MS) / Math.max(count, 1);

  for (let index = 0; index < count; index += 1) {
    const profile = pickModel();
    const shape = profile ?? UNFILED;
    // The first few devices take each status and each base once, so even a tiny fleet shows them all.
    const status = index < DEVICE_STATUSES.length ? (DEVICE_STATUSES[index] as DeviceStatus) : pickStatus();
    const base = index < BASES.length ? (BASES[index] as Base) : pickBase();
    const number = (countersByPrefix.get(shape.namePrefix) ?? 0) + 1;
    countersByPrefix.set(shape.namePrefix, number);
    // Ids follow purchase order: the fleet grew steadily over two years.
    const createdMs = Math.floor(firstMs + stepMs * (index + random.next()));
    const created = iso(createdMs);
    const updated = clock.updatedAfter(random, createdMs);
    const currentEventId = eventFor(random, status, pools);
    const purchaseMonth = `${created.slice(2, 4)}${created.slice(5, 7)}`;
    const serialId = `${shape.serialCode}-${purchaseMonth}-${String(index + 1).padStart(serialWidth, '0')}`;
    const atStand = currentEventId !== null && status === 'in_use' && random.chance(0.45);
    yield {
      name: `${shape.namePrefix}-${String(number).padStart(numberWidth, '0')}`,
      serial_id: random.chance(0.01) ? null : serialId,
      mac_address: random.chance(shape.withoutMac) ? null : `${shape.macPrefix}:${macSuffixOf(index)}`,
      firmware_version: firmwareOf(random, shape.firmwareVersions),
      data_version: `${updated.slice(0, 4)}.${updated.slice(5, 7)}.${random.int(1, 4)}`,
      status,
      comment: commentFor(random, status),
      model_type_id: profile?.id ?? null,
      current_event_id: currentEventId,
      current_exhibitor_name: atStand ? random.pick(EXHIBITORS) : '',
      key_tag: random.chance(0.65) ? `${random.pick(KEY_TAG_COLOURS)}-${random.int(1, 60)}` : '',
      base,
      created_at: created,
      updated_at: updated,
    };
  }
}
