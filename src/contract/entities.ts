// The objects the API answers, exactly as contract.md shapes them.
import type { ErrorCode, ErrorParams, FieldErrorCodes } from './errorCodes';
import type {
  Base, BookletFieldType, BookletIcon, BookletStyle, DeviceStatus, EventLanguage, Role, TimezoneId,
} from './enums';

export type Id = number;
/** ISO 8601 UTC with Z, e.g. 2026-03-01T09:30:00.000Z */
export type Timestamp = string;

export interface Page<T> {
  count: number;
  page_count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * DRF-shaped error body: field → messages (beside them `error_codes`, field → coded errors, errorCodes.ts), or
 * `detail` with its `code` (and `params`) for errors about the whole request.
 */
export type FieldErrors = Record<string, string[]>;
export interface DetailError { detail: string; code: ErrorCode; params?: ErrorParams }

/** `is_admin`: may use the back office (either role, the contract's meaning); `role`: which (an addition). */
export interface SessionUser { id: Id; name: string; email: string; is_admin: boolean; role?: Role | null }
/** `GET /api/v2/services/is-admin`; `role` is an addition that older servers do not send. */
export interface IsAdminAnswer { is_admin: boolean; role?: Role | null }
export interface LoginAnswer { token: string; user: SessionUser }

export interface DeviceCategory { id: Id; name: string; description: string }

export interface DeviceModel {
  id: Id;
  name: string;
  description: string;
  category: { id: Id; name: string } | null;
}

export interface Device {
  id: Id;
  name: string;
  serial_id: string | null;
  mac_address: string | null;
  firmware_version: string;
  data_version: string;
  status: DeviceStatus;
  comment: string;
  model_type_id: Id | null;
  model_name: string | null;
  category_name: string | null;
  current_event_id: Id | null;
  current_event_name: string;
  current_exhibitor_name: string;
  key_tag: string;
  base: Base | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The order of a device's fields in the API object and in the exported sheet's header. */
export const DEVICE_FIELDS = [
  'id', 'name', 'serial_id', 'mac_address', 'firmware_version', 'data_version', 'status', 'comment',
  'model_type_id', 'model_name', 'category_name', 'current_event_id', 'current_event_name',
  'current_exhibitor_name', 'key_tag', 'base', 'created_at', 'updated_at',
] as const satisfies readonly (keyof Device)[];

export interface BulkAnswer<T> { results: T[] }
export interface ImportAnswer { created: number; updated: number }
export interface ImportRowError { row: number; errors: FieldErrors; error_codes?: FieldErrorCodes }

export interface KitroomEvent {
  id: Id;
  name: string;
  slug: string;
  start_date: Timestamp;
  end_date: Timestamp;
  timezone_id: TimezoneId;
  location: string;
  default_language: EventLanguage;
  description: string;
  max_capacity: number;
  capacity: number;
  image: Id | null;
  background_image: Id | null;
  is_published: boolean;
  base_cost: number;
}

export interface EventSettings { id: Id; event: Id; live_interactions: boolean }

export interface EventManager {
  id: Id;
  event: Id;
  user_account: { id: Id; name: string; email: string };
}

export interface EventImage { id: Id; url: string }

export interface ParticipatingField { id: Id; event: Id; name: string; type: BookletFieldType }

export interface BookletAnswerEntry {
  index: number;
  icon: BookletIcon;
  participating_field_id: Id | null;
  style: BookletStyle;
  blank: boolean;
}

export interface BookletFileEntry {
  index: number;
  type: 'logo';
  icon: BookletIcon;
  participating_field_id: Id | null;
  style: BookletStyle;
}

export interface BookletConfiguration {
  answers: BookletAnswerEntry[];
  files: BookletFileEntry[];
  cover_title: { pt: string; en: string; es: string };
}

export interface Booklet {
  id: Id;
  event: Id;
  title: string;
  cover_image: string | null;
  is_published: boolean;
  configuration: BookletConfiguration;
}

export interface Space {
  id: Id;
  name: string;
  slug: string;
  capacity: number;
  current: number;
  website: string | null;
  facebook: string | null;
  phone_number: string | null;
  user_email: string | null;
  updated_at: Timestamp;
  premium: boolean;
}

/** `role` (an addition): `admin`, `staff` or null (no access); `is_admin` is `role !== null`. */
export interface User { id: Id; name: string; email: string; phone_number: string | null; is_admin: boolean; role: Role | null }

export interface SubscriptionExport { file: string }
