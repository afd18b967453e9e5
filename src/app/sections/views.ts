// Saved views: a person's named list states ("Missing in Porto"), found in the palette by name and opened by their
// link; the list here renames, re-points and deletes them. Saving, opening and deleting from anywhere are
// commands/views.ts.
import type { SavedView, SavedViewInput } from '../../contract/schemas/savedViews';
import { TEXT_MAX } from '../../contract/limits';
import type { MessageId } from '../i18n/messageIds';
import { joinParts } from '../palette/entityView';
import { defineSection, type Translate } from '../records/section';
import type { Column } from '../table/types';
import { savedViewCalls, savedViews } from '../views/savedViewsStore';
import { validateViewDraft, viewDraftOf, viewInputOfDraft } from '../views/viewForm';
import { readableQuery, viewLink } from '../views/viewLinks';
import { sectionOfPath } from './declared';

/** Which list a view opens, by its heading ("Devices"); its path when it is no section's. */
export const placeOf = (view: SavedView, t: Translate) => {
  const section = sectionOfPath(view.path);
  return section ? t(`nav.${section}` as MessageId) : view.path;
};

const columns = (t: Translate): Column<SavedView>[] => [
  { id: 'name', title: 'views.field.name', value: (view) => view.name, width: 220 },
  { id: 'place', title: 'views.column.place', value: (view) => placeOf(view, t), width: 140 },
  { id: 'link', title: 'views.field.link', value: (view) => viewLink(view), width: 320 },
];

export const viewsSection = defineSection<'views', SavedView, SavedViewInput>({
  id: 'views',
  store: savedViews,
  calls: savedViewCalls,
  nameOf: (view) => view.name,
  createEverywhere: false,
  keywords: ['view', 'vista', 'saved', 'guardada', 'filter', 'filtro'],
  palette: {
    searchText: (view) => [view.path.replace(/[/-]/g, ' ')],
    subtitle: (view, { t }) => joinParts(placeOf(view, t), readableQuery(view.query)),
    open: viewLink,
  },
  table: {
    columns,
    visible: ['name', 'place', 'link'],
    sort: { column: 'name', direction: 'asc' },
    searchable: ['name', 'place', 'link'],
  },
  form: {
    fields: [
      { name: 'name', label: 'views.field.name', kind: 'text', maxLength: TEXT_MAX, required: 'records.nameRequired' },
      { name: 'link', label: 'views.field.link', kind: 'text', maxLength: 2400, code: true, required: 'views.linkInvalid', hint: 'views.linkHint', serverNames: ['path', 'query', 'sort', 'sort.column', 'sort.direction', 'columns'] },
    ],
    draftOf: viewDraftOf,
    inputOf: viewInputOfDraft,
    validate: validateViewDraft,
  },
});
