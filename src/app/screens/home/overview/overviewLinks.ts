// Where each of the overview's numbers goes: the devices list filtered to what it counts, in the URL's own form of
// filters as text (English keys and codes, `/devices?search=status:missing+base:oporto`, docs/architecture.md
// "Filters as text"), which the list shows as chips in the person's language.
import type { DeviceStatus } from '../../../../contract/enums';
import { filterText, joinQuery } from '../../../filters/filterSyntax';
import { paths } from '../../../paths';
import { withSearch } from '../../../records/searchInUrl';
import type { BaseOrNone } from './deviceTally';

/** The devices list with `filters` as its search. */
export function devicesFiltered(...filters: readonly string[]): string {
  const query = withSearch('', joinQuery(...filters));
  return query ? `${paths.devices.list}?${query}` : paths.devices.list;
}

/** The devices at the event named so (the devices' filter matches an event by its name). */
export const atEvent = (name: string) => filterText('event', name, false);

/** The devices at none of these events (`-event:"Name"`), or at no event at all (`-event:none`). */
export const notAtEvent = (name: string | null) => filterText('event', name ?? 'none', true);

export const withStatus = (status: DeviceStatus) => filterText('status', status, false);

export const atBase = (base: BaseOrNone) => filterText('base', base, false);
