// Closed vocabularies shared by the app and the server. Machine values are what the API stores and answers;
// labels are message ids the app translates, and the aliases are the spellings the server accepts on write.

export const DEVICE_STATUSES = ['in_use', 'available', 'repairing', 'receiving', 'missing'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];
export const DEFAULT_DEVICE_STATUS: DeviceStatus = 'available';

export const STATUS_LABELS: Record<DeviceStatus, string> = {
  in_use: 'In Use',
  available: 'Available',
  repairing: 'Repairing',
  receiving: 'Receiving',
  missing: 'Missing',
};

export const BASES = ['anadia', 'oporto', 'lisbon', 'vision_volt'] as const;
export type Base = (typeof BASES)[number];

export const BASE_LABELS: Record<Base, string> = {
  anadia: 'Anadia',
  oporto: 'Porto',
  lisbon: 'Lisbon',
  vision_volt: 'VisionVolt',
};

/** Spellings seen in the field, compared after lower-casing and trimming. */
export const BASE_ALIASES: Record<string, Base> = {
  porto: 'oporto',
  lisboa: 'lisbon',
  'vision volt': 'vision_volt',
  visionvolt: 'vision_volt',
  'vision bolt': 'vision_volt',
  visionbolt: 'vision_volt',
  'vision-volt': 'vision_volt',
};

function lookupByValueOrLabel<T extends string>(
  input: string,
  values: readonly T[],
  labels: Record<T, string>,
  aliases: Record<string, T> = {},
): T | undefined {
  const key = input.trim().toLowerCase();
  const byValue = values.find((value) => value === key);
  if (byValue) return byValue;
  const byLabel = values.find((value) => labels[value].toLowerCase() === key);
  if (byLabel) return byLabel;
  // own keys only: a plain object also answers "constructor", "__proto__" and the like from its prototype
  return Object.hasOwn(aliases, key) ? aliases[key] : undefined;
}

export function normaliseStatus(input: string): DeviceStatus | undefined {
  return lookupByValueOrLabel(input, DEVICE_STATUSES, STATUS_LABELS);
}

export function normaliseBase(input: string): Base | undefined {
  return lookupByValueOrLabel(input, BASES, BASE_LABELS, BASE_ALIASES);
}

export const TIMEZONES = ['Europe/London', 'Europe/Lisbon', 'Europe/Madrid', 'Europe/Berlin'] as const;
export type TimezoneId = (typeof TIMEZONES)[number];
export const DEFAULT_TIMEZONE: TimezoneId = 'Europe/Lisbon';

export const EVENT_LANGUAGES = ['pt', 'es', 'en', 'de', 'fr'] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];
export const DEFAULT_EVENT_LANGUAGE: EventLanguage = 'pt';

export const BOOKLET_ICONS = [
  'address', 'company', 'contact', 'document', 'email', 'file',
  'info', 'person', 'phone', 'square', 'website', 'wine',
] as const;
export type BookletIcon = (typeof BOOKLET_ICONS)[number];

export const BOOKLET_FIELD_TYPES = [
  'Title Small', 'Title', 'Title Big', 'Answer Small', 'Answer', 'Answer Big', 'Link', 'Email', 'Logo', 'Brochure',
] as const;
export type BookletFieldType = (typeof BOOKLET_FIELD_TYPES)[number];

/** Card styles in the booklet editor; the last three count as files rather than answers. */
export const BOOKLET_STYLES = [
  'BookletTitleSmall', 'BookletTitle', 'BookletTitleBig', 'BookletAnswerSmall', 'BookletAnswer',
  'BookletAnswerBig', 'BookletLink', 'BookletEmail', 'BookletFile', 'BookletBrochure', 'BookletLogo',
] as const;
export type BookletStyle = (typeof BOOKLET_STYLES)[number];
export const BOOKLET_FILE_STYLES: readonly BookletStyle[] = ['BookletFile', 'BookletBrochure', 'BookletLogo'];
/** The field types whose answer is a file: their cards take a file style, every other type's an answer style. */
export const BOOKLET_FILE_FIELD_TYPES: readonly BookletFieldType[] = ['Logo', 'Brochure'];

/**
 * Who may use the back office (issue 23): an admin does everything, staff everything but managing users and
 * access; a user without a role (null: an event's manager, say) cannot use it. The contract's `is_admin` is true
 * for both roles.
 */
export const ROLES = ['admin', 'staff'] as const;
export type Role = (typeof ROLES)[number];
