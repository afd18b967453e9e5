// Device categories and models: the rental fleet's catalogue, with what a device of each model looks like.
import type { Insertable } from 'kysely';
import type { DeviceCategoriesTable, DeviceModelsTable } from '../schema';
import { iso, type DemoClock } from './calendar';
import type { Random } from './random';

interface CategorySeed { name: string; description: string }

const CATEGORIES = {
  kiosks: {
    name: 'Check-in kiosks',
    description: 'Self-service totems where visitors scan their ticket or ID and get their badge printed on the spot.',
  },
  printers: {
    name: 'Badge printers',
    description: 'Thermal and colour printers for badges, wristbands and labels at reception desks.',
  },
  counters: {
    name: 'Visitor counters',
    description: 'Entrance sensors that count people in and out of a space in real time, for capacity control.',
  },
  scanners: {
    name: 'Scanners',
    description: 'Handheld and fixed readers for QR codes, NFC and RFID at doors, sessions and exhibitor stands.',
  },
  networking: {
    name: 'Networking',
    description: 'Access points and 4G/5G routers that keep the devices online when the venue network does not.',
  },
} as const satisfies Record<string, CategorySeed>;

type CategoryKey = keyof typeof CATEGORIES;

interface ModelSeed {
  name: string;
  category: CategoryKey;
  description: string;
  /** device names are the prefix and a number, e.g. KIOSK-0042 */
  namePrefix: string;
  /** the first part of the serial number */
  serialCode: string;
  /** how common the model is in the fleet */
  weight: number;
  /** oldest first; newer ones are more common */
  firmwareVersions: readonly string[];
  /** share of devices sold without a network card */
  withoutMac: number;
}

const MODELS: readonly ModelSeed[] = [
  {
    name: 'PassPoint K2 Kiosk', category: 'kiosks', namePrefix: 'KIOSK', serialCode: 'PPK2', weight: 14,
    description: '21.5" touch totem with QR and NFC reader and a built-in badge printer. Our workhorse at fairs.',
    firmwareVersions: ['4.1.3', '4.2.0', '4.3.1'], withoutMac: 0,
  },
  {
    name: 'PassPoint K3 Slim Kiosk', category: 'kiosks', namePrefix: 'KIOSK', serialCode: 'PPK3', weight: 9,
    description: 'Lighter 15.6" totem for congress registration desks; fits in a trolley case.',
    firmwareVersions: ['5.0.2', '5.1.0'], withoutMac: 0,
  },
  {
    name: 'BadgeForge 400 Mono', category: 'printers', namePrefix: 'PRINTER', serialCode: 'BF40', weight: 9,
    description: 'Direct thermal badge and label printer, 300 dpi, up to 100 mm wide.',
    firmwareVersions: ['2.8.0', '2.9.4'], withoutMac: 0.3,
  },
  {
    name: 'BadgeForge 620 Colour', category: 'printers', namePrefix: 'PRINTER', serialCode: 'BF62', weight: 4,
    description: 'Colour card printer for VIP, press and staff badges, with a 100-card hopper.',
    firmwareVersions: ['1.4.2', '1.5.0'], withoutMac: 0.1,
  },
  {
    name: 'Tally D1 Door Sensor', category: 'counters', namePrefix: 'COUNTER', serialCode: 'TLD1', weight: 13,
    description: 'Infrared beam counter for doors up to 4 m wide; battery lasts a full festival.',
    firmwareVersions: ['3.0.5', '3.1.0', '3.2.2'], withoutMac: 0,
  },
  {
    name: 'Tally C3 Ceiling 3D', category: 'counters', namePrefix: 'COUNTER', serialCode: 'TLC3', weight: 7,
    description: 'Stereo-camera ceiling counter that tells directions apart and ignores trolleys; for museums and shops.',
    firmwareVersions: ['1.9.1', '2.0.0'], withoutMac: 0,
  },
  {
    name: 'Scanline H5 Handheld', category: 'scanners', namePrefix: 'SCANNER', serialCode: 'SLH5', weight: 14,
    description: 'Android handheld with QR/barcode engine for access control and session check-in.',
    firmwareVersions: ['12.2.0', '12.4.1', '13.0.3'], withoutMac: 0,
  },
  {
    name: 'Scanline G2 NFC Gate', category: 'scanners', namePrefix: 'SCANNER', serialCode: 'SLG2', weight: 5,
    description: 'Fixed NFC and QR reader on a pole, for turnstiles and hall entrances.',
    firmwareVersions: ['2.2.7', '2.3.0'], withoutMac: 0,
  },
  {
    name: 'Scanline L7 Lead Reader', category: 'scanners', namePrefix: 'SCANNER', serialCode: 'SLL7', weight: 8,
    description: 'Pocket lead-retrieval reader that exhibitors use to capture visitor contacts at their stand.',
    firmwareVersions: ['7.0.1', '7.1.2'], withoutMac: 0.05,
  },
  {
    name: 'Relay AP-6 Access Point', category: 'networking', namePrefix: 'AP', serialCode: 'RAP6', weight: 6,
    description: 'Wi-Fi 6 mesh access point on a tripod; four of them cover a 5000 m² hall.',
    firmwareVersions: ['6.4.0', '6.5.3'], withoutMac: 0,
  },
  {
    name: 'Relay R5 5G Router', category: 'networking', namePrefix: 'ROUTER', serialCode: 'RR5G', weight: 4,
    description: 'Dual-SIM 5G router with failover, the backup line for every check-in area.',
    firmwareVersions: ['3.3.1', '3.4.0'], withoutMac: 0,
  },
];

/** What the device generator needs to know about a model. */
export interface ModelProfile {
  id: number;
  namePrefix: string;
  serialCode: string;
  weight: number;
  firmwareVersions: readonly string[];
  withoutMac: number;
  /** the first three bytes of its devices' MAC addresses */
  macPrefix: string;
}

export interface CataloguePlan {
  categories: Insertable<DeviceCategoriesTable>[];
  models: Insertable<DeviceModelsTable>[];
  profiles: ModelProfile[];
}

const hexByte = (value: number) => value.toString(16).toUpperCase().padStart(2, '0');

/**
 * A locally administered unicast prefix per model (second-lowest bit of the first byte set, lowest clear), so
 * no demo address can belong to a real vendor.
 */
const macPrefixOf = (modelIndex: number) => `${hexByte(0x02 + 4 * modelIndex)}:4B:52`;

export function planCatalogue(
  random: Random,
  clock: DemoClock,
  firstIds: { category: number; model: number },
): CataloguePlan {
  const categoryKeys = Object.keys(CATEGORIES) as CategoryKey[];
  const categoryIdOf = new Map<CategoryKey, number>();
  const categories = categoryKeys.map((key, index) => {
    const id = firstIds.category + index;
    categoryIdOf.set(key, id);
    const created = clock.daysAgo(random, 760, 746);
    return { id, ...CATEGORIES[key], created_at: iso(created), updated_at: clock.updatedAfter(random, created) };
  });
  const models: Insertable<DeviceModelsTable>[] = [];
  const profiles: ModelProfile[] = [];
  MODELS.forEach((model, index) => {
    const id = firstIds.model + index;
    const created = clock.daysAgo(random, 745, 731);
    models.push({
      id,
      name: model.name,
      description: model.description,
      category_id: categoryIdOf.get(model.category) ?? null,
      created_at: iso(created),
      updated_at: clock.updatedAfter(random, created),
    });
    profiles.push({
      id,
      namePrefix: model.namePrefix,
      serialCode: model.serialCode,
      weight: model.weight,
      firmwareVersions: model.firmwareVersions,
      withoutMac: model.withoutMac,
      macPrefix: macPrefixOf(index),
    });
  });
  return { categories, models, profiles };
}
