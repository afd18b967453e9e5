// The exact filters a list was opened with (`/devices?status=missing`, from the dashboard's counts): the rows they
// keep, and a chip per filter that removes it. Unknown values are ignored rather than showing an empty list.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import type { MessageId } from '../i18n/messageIds';
import type { ListFilter } from './section';

export interface ActiveFilter<Row> {
  filter: ListFilter<Row>;
  value: string;
  label: string;
}

/** The filters of `filters` the URL names with a known value, and the rows they keep (the same array without any). */
export function useListFilters<Row>(filters: readonly ListFilter<Row>[] | undefined, rows: readonly Row[]): { active: ActiveFilter<Row>[]; rows: readonly Row[] } {
  const search = useSearch();
  const intl = useIntl();
  const active = useMemo(() => {
    const params = new URLSearchParams(search);
    const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    return (filters ?? []).flatMap((filter) => {
      const value = params.get(filter.param);
      const label = value === null ? null : filter.label(value, t);
      return value !== null && label !== null ? [{ filter, value, label }] : [];
    });
  }, [filters, search, intl]);
  const kept = useMemo(() => (active.length === 0 ? rows : rows.filter((row) => active.every(({ filter, value }) => filter.matches(row, value)))), [rows, active]);
  return { active, rows: kept };
}

function withoutParam(param: string): string {
  const params = new URLSearchParams(window.location.search);
  params.delete(param);
  const rest = params.toString();
  return rest ? `${window.location.pathname}?${rest}` : window.location.pathname;
}

export function FilterChips<Row>({ active }: { active: readonly ActiveFilter<Row>[] }) {
  const intl = useIntl();
  if (active.length === 0) return null;
  return (
    <ul className="kr-filters" aria-label={intl.formatMessage({ id: 'filters.label' })}>
      {active.map(({ filter, label }) => {
        const text = intl.formatMessage({ id: 'filters.chip' }, { filter: intl.formatMessage({ id: filter.title }), value: label });
        return (
          <li key={filter.param} className="kr-filter-chip">
            <span>{text}</span>
            <button type="button" className="kr-filter-remove" aria-label={intl.formatMessage({ id: 'filters.remove' }, { filter: text })} onClick={() => navigate(withoutParam(filter.param))}>
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
