// The spaces section (spec sections 2, 3, 7): visitor-counter venues, tens of thousands, paged and searched (by
// name) on the server, newest first; create and edit with If-Match; deleted one by one, each refusal named.
import { blankAsNull } from '../records/draftValues';
import type { Space } from '../../contract/entities';
import { PHONE_NUMBER_MAX, SLUG_MAX, SPACE_URL_MAX, TEXT_MAX } from '../../contract/limits';
import type { SpaceInput } from '../api/spaceCalls';
import { siteLinkOf } from '../api/siteLinks';
import { versionOf } from '../api/versions';
import { formatDateTime } from '../i18n/dates';
import { defineSection, type Draft } from '../records/section';
import { spaces } from '../services/lists';
import type { Column } from '../table/types';
import { joinParts } from '../palette/entityView';
import { paths } from '../paths';
import { SPACE_FILTERS } from '../filters/serverFilters';

const text = (id: 'name' | 'slug' | 'website' | 'facebook' | 'phone_number' | 'user_email', width: number): Column<Space> => ({
  id,
  title: `spaces.column.${id}`,
  value: (space) => space[id] || null,
  width,
});

export const spacesSection = defineSection<'spaces', Space, SpaceInput>({
  id: 'spaces',
  ownMessages: true,
  store: spaces,
  calls: (api) => api.spaces,
  nameOf: (space) => space.name,
  palette: {
    searchText: (row) => [row.slug, row.user_email],
    subtitle: (row) => joinParts(row.user_email, row.slug),
    open: (row) => `${paths.spaces.list}?search=${encodeURIComponent(row.name)}&focus=${row.id}`,
  },
  versionOf: (space) => versionOf(space) ?? space.updated_at,
  keywords: ['space', 'espaço', 'espacio', 'venue', 'counter'],
  messages: { failure: 'spaces.failure' },
  table: {
    columns: (t, language) => [
      { id: 'id', title: 'spaces.column.id', value: (space) => space.id, width: 80 },
      text('name', 220),
      { id: 'current', title: 'spaces.column.current', value: (space) => space.current, width: 100 },
      { id: 'capacity', title: 'spaces.column.capacity', value: (space) => space.capacity, width: 100 },
      text('slug', 160),
      text('website', 200),
      text('facebook', 200),
      text('phone_number', 140),
      text('user_email', 200),
      { id: 'updated_at', title: 'spaces.column.updated_at', value: (space) => space.updated_at, render: (space) => formatDateTime(space.updated_at, language), width: 150 },
      { id: 'premium', title: 'spaces.column.premium', value: (space) => (space.premium ? `★ ${t('spaces.premium.yes')}` : `✗ ${t('spaces.premium.no')}`), width: 110 },
    ],
    visible: ['id', 'name', 'current', 'user_email', 'updated_at', 'premium'],
    sort: { column: 'id', direction: 'desc' },
    searchable: ['name'],
    // `premium:yes`, asked of the server (filters/serverFilters.ts)
    filters: SPACE_FILTERS,
    toolbar: [],
    rowLink: { label: 'spaces.openCounter', href: (space) => siteLinkOf('counterSite', space) },
  },
  form: {
    fields: [
      { name: 'name', label: 'spaces.field.name', kind: 'text', maxLength: TEXT_MAX, required: 'records.nameRequired' },
      { name: 'slug', label: 'spaces.field.slug', kind: 'text', maxLength: SLUG_MAX, code: true, hint: 'spaces.field.slugHint' },
      { name: 'capacity', label: 'spaces.field.capacity', kind: 'number', min: 0, step: 1 },
      { name: 'website', label: 'spaces.field.website', kind: 'text', maxLength: SPACE_URL_MAX, code: true, hint: 'spaces.field.urlHint' },
      { name: 'facebook', label: 'spaces.field.facebook', kind: 'text', maxLength: SPACE_URL_MAX, code: true, hint: 'spaces.field.urlHint' },
      { name: 'phone_number', label: 'spaces.field.phone_number', kind: 'text', maxLength: PHONE_NUMBER_MAX, code: true },
      { name: 'user_email', label: 'spaces.field.user_email', kind: 'text', maxLength: 254, code: true },
      { name: 'premium', label: 'spaces.field.premium', kind: 'checkbox' },
    ],
    draftOf: (space): Draft => ({
      name: space?.name ?? '',
      slug: space?.slug ?? '',
      capacity: String(space?.capacity ?? 0),
      website: space?.website ?? '',
      facebook: space?.facebook ?? '',
      phone_number: space?.phone_number ?? '',
      user_email: space?.user_email ?? '',
      premium: String(space?.premium ?? false),
    }),
    // an empty slug is made from the name by the server; a capacity that is not a whole number ≥ 0 is refused there
    inputOf: (draft) => ({
      name: (draft.name ?? '').trim(),
      slug: blankAsNull(draft.slug),
      capacity: (draft.capacity ?? '').trim() === '' ? 0 : Number(draft.capacity),
      website: blankAsNull(draft.website),
      facebook: blankAsNull(draft.facebook),
      phone_number: blankAsNull(draft.phone_number),
      user_email: blankAsNull(draft.user_email),
      premium: draft.premium === 'true',
    }),
  },
});
