// A list opened by a view's link (`?sort=-name&columns=id,name`): its sort and columns become the table's settings
// before the table reads them, then leave the address, which keeps only the list's own query (search, filters,
// page). Returns a number that changes when a link's settings were applied: the table's key, so that a table already
// on screen (a view of the list one is on) is made again with them.
import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { AnySection } from '../records/section';
import { applyLinkedSettings } from './sectionSettings';
import { linkedSettingsOf, withoutLinkedSettings } from './viewLinks';

export function useLinkedSettings(section: AnySection): number {
  const search = useSearch();
  const applied = useRef({ search: '', version: 0 });
  const linked = linkedSettingsOf(search);
  // during the render, so that the table mounting in this same render reads them; once per address
  if (linked && applied.current.search !== search) {
    applyLinkedSettings(section, linked);
    applied.current = { search, version: applied.current.version + 1 };
  }
  useEffect(() => {
    if (!linkedSettingsOf(search)) return;
    const rest = withoutLinkedSettings(search);
    navigate(rest ? `${window.location.pathname}?${rest}` : window.location.pathname, { replace: true });
  }, [search]);
  return applied.current.version;
}
