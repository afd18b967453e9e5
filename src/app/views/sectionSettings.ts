// A section's table settings as its table shows them (kept in localStorage by table/tableSettings.ts, checked against
// its columns), read and written outside the table: a view saved from the list on screen, a link's settings applied
// before its table mounts.
import type { AnySection } from '../records/section';
import { loadSettings, saveSettings, type SettingsDefaults } from '../table/tableSettings';
import type { TableSettings } from '../table/types';
import type { LinkedSettings } from './viewLinks';

function defaultsOf(section: AnySection): SettingsDefaults {
  // only the columns' ids are read: their titles are never worded here
  const columnIds = section.table.columns(() => '', 'en').map((column) => column.id);
  return { columnIds, visible: section.table.visible, sort: section.table.sort, searchFields: section.table.searchable };
}

/** What the section's table shows now: the kept settings, else its defaults (the table's id is the section's). */
export const settingsOf = (section: AnySection): TableSettings => loadSettings(section.id, defaultsOf(section));

/** Keeps a link's sort and columns as the section's table settings (unknown columns are dropped when they are read). */
export function applyLinkedSettings(section: AnySection, linked: LinkedSettings): void {
  const current = settingsOf(section);
  saveSettings(section.id, { ...current, sort: linked.sort ?? current.sort, visible: linked.columns ?? current.visible });
}
