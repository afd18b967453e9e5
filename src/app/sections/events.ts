// The events section (spec sections 2–5): every event in the table (times in the event's own time zone, past
// ones quieter), the event form with its images, and no deletion (the API has none). Live interactions and the
// link to the events admin are in commands/events.ts, managers in commands/eventManagers.ts.
import { DEFAULT_EVENT_LANGUAGE, DEFAULT_TIMEZONE, EVENT_LANGUAGES, TIMEZONES } from '../../contract/enums';
import { EVENT_NAME_MAX, TEXT_MAX, TEXTAREA_MAX } from '../../contract/limits';
import type { EventInput } from '../api/eventCalls';
import { siteLinkOf } from '../api/siteLinks';
import { formatDateTime } from '../i18n/dates';
import { formatEventMoney } from '../i18n/money';
import { isWallClock } from '../i18n/typedDateTime';
import { fromWallClock, toWallClock } from '../i18n/zonedTime';
import { defineSection, type Draft, type ImageStore } from '../records/section';
import { events } from '../services/lists';
import type { Column } from '../table/types';
import { eventRow, timingOf, type EventRow } from '../services/eventRows';
import { joinParts } from '../palette/entityView';
import { paths } from '../paths';
import { YES_NO } from '../filters/filterField';
import type { MessageId } from '../i18n/messageIds';

const TIMING_ORDER = { current: 0, upcoming: 1, past: 2 } as const;

const images: ImageStore = {
  upload: (api, file) => api.events.uploadImage(file, file.name),
  read: (api, id) => api.events.image(id),
};

/** A number input's text: empty is the default 0 (a number input holds nothing else but numbers). */
const numberOf = (text: string | undefined): number => {
  const value = Number((text ?? '').trim() || 0);
  return Number.isFinite(value) ? value : 0;
};
const imageOf = (text: string | undefined) => (text ? Number(text) : null);
const isTimezone = (value: string | undefined): value is EventInput['timezone_id'] & string => (TIMEZONES as readonly (string | undefined)[]).includes(value);
const isLanguage = (value: string | undefined): value is EventInput['default_language'] & string => (EVENT_LANGUAGES as readonly (string | undefined)[]).includes(value);

export const eventsSection = defineSection<'events', EventRow, EventInput>({
  id: 'events',
  ownMessages: true,
  store: events,
  // the answers keep their live interactions (a new event starts without), and their version for If-Match
  calls: (api) => ({
    create: async (input) => eventRow(await api.events.create(input), null),
    update: async (id, input, version) => eventRow(await api.events.update(id, input, version), events.find(id)),
    get: async (id) => eventRow(await api.events.get(id), events.find(id)),
  }),
  nameOf: (event) => event.name,
  palette: {
    // found by their dates as shown (dd/mm/yyyy) and as typed in ISO (yyyy-mm-dd)
    searchText: (row, language) => [row.location, ...[row.start_date, row.end_date].flatMap((iso) => [formatDateTime(iso, language), iso.slice(0, 10)])],
    byLanguage: true,
    subtitle: (row, { language }) => joinParts(row.location, `${formatDateTime(row.start_date, language)} – ${formatDateTime(row.end_date, language)}`),
    open: (row) => `${paths.events.list}?focus=${row.id}`,
  },
  keywords: ['event', 'evento'],
  canDelete: false,
  messages: { noRow: 'events.noRow', stale: 'events.stale' },
  table: {
    columns(t, language) {
      const timing = { current: t('events.when.current'), upcoming: t('events.when.upcoming'), past: t('events.when.past') };
      const when = (id: 'start_date' | 'end_date'): Column<EventRow> => ({
        id,
        title: `events.column.${id}`,
        value: (event) => event[id],
        render: (event) => formatDateTime(event[id], language, event.timezone_id),
        width: 170,
      });
      return [
        // the name is kept whole, takes the free space and stays put when the list scrolls sideways
        { id: 'name', title: 'events.column.name', value: (event) => event.name, width: 200, primary: true },
        { id: 'when', title: 'events.column.when', value: (event) => TIMING_ORDER[timingOf(event)], render: (event) => timing[timingOf(event)], width: 100 },
        when('start_date'),
        when('end_date'),
        { id: 'location', title: 'events.column.location', value: (event) => event.location || null, width: 180 },
        { id: 'capacity', title: 'events.column.capacity', value: (event) => event.capacity, render: (event) => `${event.capacity} / ${event.max_capacity}`, width: 100 },
        { id: 'default_language', title: 'events.column.default_language', value: (event) => t(`eventLanguage.${event.default_language}`), width: 110 },
        { id: 'is_published', title: 'events.column.is_published', value: (event) => t(event.is_published ? 'events.yes' : 'events.no'), width: 100 },
        // money as the event's own language writes it (the amount sorts as a number)
        { id: 'base_cost', title: 'events.column.base_cost', value: (event) => event.base_cost, render: (event) => formatEventMoney(event.base_cost, event.default_language), width: 100 },
        {
          id: 'live_interactions',
          title: 'events.column.live_interactions',
          value: (event) => (event.live_interactions === null ? null : t(event.live_interactions ? 'events.live.on' : 'events.live.off')),
          width: 130,
        },
        { id: 'timezone_id', title: 'events.column.timezone_id', value: (event) => event.timezone_id, width: 130 },
        { id: 'slug', title: 'events.column.slug', value: (event) => event.slug, width: 160 },
      ];
    },
    // the default list fits 1280 px in pt, en and es with the name whole and the events admin's link
    // (tests/e2e/events-dates.test.ts): when (now, upcoming, past: the dates and the quieter past rows say it too),
    // published, the language and the base cost are a column away (Columns); wider than the window, the list
    // scrolls sideways under the name
    visible: ['name', 'start_date', 'end_date', 'location', 'capacity', 'live_interactions'],
    // `when:upcoming published:no language:pt`
    filters: [
      { key: 'when', word: 'filters.key.when', title: 'events.column.when', values: { codes: ['current', 'upcoming', 'past'], label: (code, t) => t(`events.when.${code}` as MessageId) }, valueOf: (event) => timingOf(event), column: 'when' },
      { key: 'published', word: 'filters.key.published', title: 'events.column.is_published', values: YES_NO, valueOf: (event) => (event.is_published ? 'yes' : 'no'), column: 'is_published' },
      { key: 'language', word: 'filters.key.language', title: 'events.column.default_language', values: { codes: EVENT_LANGUAGES, label: (code, t) => t(`eventLanguage.${code}` as MessageId) }, valueOf: (event) => event.default_language, column: 'default_language' },
    ],
    sort: { column: 'start_date', direction: 'desc' },
    searchable: ['name', 'location'],
    toolbar: ['events.liveInteractions', 'events.manageManagers', 'events.editBooklet'],
    rowLink: { label: 'events.openAdmin', href: (event) => siteLinkOf('eventsAdmin', event) },
    muted: (event) => timingOf(event) === 'past',
  },
  form: {
    fields: [
      { name: 'name', label: 'events.field.name', kind: 'text', maxLength: EVENT_NAME_MAX, counter: true, softLimit: true, required: 'records.nameRequired' },
      { name: 'start_date', label: 'events.field.start_date', kind: 'datetime', required: 'events.startRequired', hint: 'events.field.timesHint' },
      { name: 'end_date', label: 'events.field.end_date', kind: 'datetime', required: 'events.endRequired' },
      { name: 'timezone_id', label: 'events.field.timezone_id', kind: 'select', options: () => TIMEZONES.map((zone) => ({ value: zone, label: zone })) },
      { name: 'location', label: 'events.field.location', kind: 'text', maxLength: TEXT_MAX },
      { name: 'max_capacity', label: 'events.field.max_capacity', kind: 'number', min: 0, step: 1 },
      {
        name: 'default_language',
        label: 'events.field.default_language',
        kind: 'select',
        options: (t) => EVENT_LANGUAGES.map((language) => ({ value: language, label: t(`eventLanguage.${language}`) })),
      },
      { name: 'base_cost', label: 'events.field.base_cost', kind: 'number', min: 0, step: 0.01 },
      { name: 'image', label: 'events.field.image', kind: 'image', images },
      { name: 'background_image', label: 'events.field.background_image', kind: 'image', images },
      { name: 'description', label: 'events.field.description', kind: 'textarea', maxLength: TEXTAREA_MAX, counter: true },
      { name: 'is_published', label: 'events.field.is_published', kind: 'checkbox' },
    ],
    // dates as the event's own clock reads them; a new event: Lisbon, Portuguese, published, 0 and 0
    draftOf: (event): Draft => {
      const zone = event?.timezone_id ?? DEFAULT_TIMEZONE;
      return {
        name: event?.name ?? '',
        start_date: toWallClock(event?.start_date, zone),
        end_date: toWallClock(event?.end_date, zone),
        timezone_id: zone,
        location: event?.location ?? '',
        max_capacity: String(event?.max_capacity ?? 0),
        default_language: event?.default_language ?? DEFAULT_EVENT_LANGUAGE,
        base_cost: String(event?.base_cost ?? 0),
        image: event?.image == null ? '' : String(event.image),
        background_image: event?.background_image == null ? '' : String(event.background_image),
        description: event?.description ?? '',
        is_published: String(event?.is_published ?? true),
      };
    },
    inputOf: (draft) => {
      const zone = isTimezone(draft.timezone_id) ? draft.timezone_id : DEFAULT_TIMEZONE;
      return {
        name: draft.name ?? '',
        start_date: fromWallClock(draft.start_date ?? '', zone),
        end_date: fromWallClock(draft.end_date ?? '', zone),
        timezone_id: zone,
        location: draft.location ?? '',
        // below 0 is refused by the server, beside the field
        max_capacity: numberOf(draft.max_capacity),
        default_language: isLanguage(draft.default_language) ? draft.default_language : DEFAULT_EVENT_LANGUAGE,
        base_cost: numberOf(draft.base_cost),
        image: imageOf(draft.image),
        background_image: imageOf(draft.background_image),
        description: draft.description ?? '',
        is_published: draft.is_published !== 'false',
      };
    },
    // wall clocks of one zone compare as text (a date still being typed is refused as such before this)
    validate: (draft) => (isWallClock(draft.start_date ?? '') && isWallClock(draft.end_date ?? '') && (draft.end_date ?? '') < (draft.start_date ?? '') ? { end_date: 'events.endBeforeStart' } : {}),
  },
});
