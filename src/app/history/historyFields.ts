// What each recorded field of each kind of record is (migration 011's RECORDED): its label, the sections' own field
// and column labels where they have one, and how its values read (a status by its label, an id by its record's name).
import type { IntlShape } from 'react-intl';
import type { HistoryChange, HistoryKind } from '../../contract/history';
import { parseRecordRef } from '../../contract/history';
import type { MessageId } from '../i18n/messageIds';

/** How a field's values are shown. */
export type ValueKind =
  | 'text' | 'number' | 'date' | 'boolean' | 'status' | 'base' | 'role' | 'language' | 'secret' | 'details'
  | { reference: HistoryKind };

export interface FieldMeaning {
  label: MessageId;
  value: ValueKind;
}

const field = (label: MessageId, value: ValueKind = 'text'): FieldMeaning => ({ label, value });
const created = field('history.field.created_at', 'date');
const eventRef = field('history.field.event', { reference: 'event' });

const FIELDS: Partial<Record<HistoryKind, Readonly<Record<string, FieldMeaning>>>> = {
  device: {
    name: field('deviceRecords.field.name'),
    serial_id: field('deviceRecords.field.serial_id'),
    mac_address: field('deviceRecords.field.mac_address'),
    firmware_version: field('deviceRecords.field.firmware_version'),
    data_version: field('deviceRecords.field.data_version'),
    status: field('deviceRecords.field.status', 'status'),
    comment: field('deviceRecords.field.comment'),
    model_type_id: field('deviceRecords.field.model_type_id', { reference: 'model' }),
    current_event_id: field('devices.column.current_event_name', { reference: 'event' }),
    current_exhibitor_name: field('devices.column.current_exhibitor_name'),
    key_tag: field('devices.column.key_tag'),
    base: field('deviceRecords.field.base', 'base'),
    created_at: created,
  },
  model: {
    name: field('catalogue.field.name'),
    description: field('catalogue.field.description'),
    category_id: field('models.field.category', { reference: 'category' }),
    created_at: created,
  },
  category: { name: field('catalogue.field.name'), description: field('catalogue.field.description'), created_at: created },
  event: {
    name: field('events.field.name'),
    slug: field('events.column.slug'),
    start_date: field('events.field.start_date', 'date'),
    end_date: field('events.field.end_date', 'date'),
    timezone_id: field('events.field.timezone_id'),
    location: field('events.field.location'),
    default_language: field('events.field.default_language', 'language'),
    description: field('events.field.description'),
    max_capacity: field('events.field.max_capacity', 'number'),
    image: field('events.field.image', 'number'),
    background_image: field('events.field.background_image', 'number'),
    is_published: field('events.field.is_published', 'boolean'),
    base_cost: field('events.field.base_cost', 'number'),
    created_at: created,
  },
  event_settings: { event_id: eventRef, live_interactions: field('events.column.live_interactions', 'boolean') },
  event_manager: { event_id: eventRef, user_id: field('history.field.user', { reference: 'user' }), created_at: created },
  event_image: {
    file_name: field('history.field.file_name'),
    content_type: field('history.field.content_type'),
    size: field('history.field.size', 'number'),
    created_at: created,
  },
  participating_field: { event_id: eventRef, name: field('history.field.name'), type: field('history.field.type') },
  booklet: {
    event_id: eventRef,
    title: field('history.field.title'),
    cover_image: field('history.field.cover_image'),
    is_published: field('events.field.is_published', 'boolean'),
    configuration: field('history.field.configuration', 'details'),
    created_at: created,
  },
  space: {
    name: field('spaces.field.name'),
    slug: field('spaces.field.slug'),
    capacity: field('spaces.field.capacity', 'number'),
    current_count: field('spaces.column.current', 'number'),
    website: field('spaces.field.website'),
    facebook: field('spaces.field.facebook'),
    phone_number: field('spaces.field.phone_number'),
    user_id: field('history.field.user', { reference: 'user' }),
    premium: field('spaces.field.premium', 'boolean'),
    created_at: created,
  },
  user: {
    name: field('users.field.name'),
    email: field('users.field.email'),
    phone_number: field('users.field.phone_number'),
    role: field('users.column.role', 'role'),
    password: field('users.field.password', 'secret'),
    created_at: created,
  },
  subscription: { space_id: field('history.field.space', { reference: 'space' }), created_at: created },
};

/** What a change's field is, or undefined for a whole record (`field: null`) or a field this app does not know. */
export function fieldMeaning(change: Pick<HistoryChange, 'record' | 'field'>): FieldMeaning | undefined {
  const kind = parseRecordRef(change.record)?.kind;
  if (!kind || change.field === null) return undefined;
  const fields = FIELDS[kind];
  return fields && Object.hasOwn(fields, change.field) ? fields[change.field] : undefined;
}

/** A change's field as the sections label it ("Status"); a whole record's change is "Record"; an unknown field its name. */
export function fieldLabel(change: Pick<HistoryChange, 'record' | 'field'>, intl: IntlShape): string {
  if (change.field === null) return intl.formatMessage({ id: 'history.field.record' });
  const meaning = fieldMeaning(change);
  return meaning ? intl.formatMessage({ id: meaning.label }) : change.field;
}
