// The table's filters as commands and the palette reach them: the values of the cursor row it can filter by (`f`),
// adding a filter to the search, and what a text's filters say in this table's words (the palette's offer).
import { filterText } from '../filters/filterSyntax';
import { canonicalOf, canonicalText, parseSearch } from '../filters/filterVocabulary';
import { joinSearch, splitSearch } from '../filters/searchParts';
import type { FilterChoice, FiltersDescribed, TableController } from './controller';
import { cursorPosition, type LiveTable } from './liveTable';

export function createTableFilters<Row extends { id: number }>(
  live: LiveTable<Row>,
): Pick<TableController, 'filterChoices' | 'cellFilter' | 'addFilter' | 'describeFilters'> {
  const choicesOfCursorRow = (): (FilterChoice & { column: string | undefined })[] => {
    const { view } = live.current;
    const row = view.matching.rowAt(cursorPosition(live.current));
    if (!row) return [];
    return view.filters.fields.flatMap((words) => {
      const value = words.field.valueOf(row);
      const choice = words.choices.find((candidate) => (value === null || value === '' ? candidate.key === null : candidate.canonical === value || candidate.label === value));
      if (!choice) return [];
      return [{ filter: filterText(words.field.key, choice.canonical, false), field: words.title, value: choice.label, column: words.field.column }];
    });
  };
  return {
    filterChoices: () => choicesOfCursorRow().map(({ filter, field, value }) => ({ filter, field, value })),
    cellFilter() {
      const column = live.current.store.cursorColumn();
      return column === null ? null : (choicesOfCursorRow().find((choice) => choice.column === column)?.filter ?? null);
    },
    addFilter(text) {
      const { view, searchInput } = live.current;
      const parts = splitSearch(view.query, view.filters);
      const added = canonicalText(text, view.filters);
      const fields = new Set(parseSearch(added, view.filters).filters.filter((filter) => !filter.negated).map((filter) => filter.field));
      // a value of a field already filtered replaces it (a row has one status), as in Linear
      const chips = parts.chips.filter((chip) => chip.negated || !fields.has(chip.field)).map((chip) => canonicalOf(chip) ?? chip.token.text);
      if (!chips.includes(added)) chips.push(added);
      view.setQuery(joinSearch(chips, parts.rest));
      searchInput.current?.blur();
    },
    describeFilters(text): FiltersDescribed | null {
      const { view } = live.current;
      const parsed = parseSearch(text, view.filters);
      if (parsed.filters.length === 0 || parsed.words.trim() !== '') return null;
      const labels: string[] = [];
      for (const filter of parsed.filters) {
        if (!filter.choice) return null;
        const words = view.filters.fields.find((candidate) => candidate.field === filter.field);
        labels.push(`${filter.negated ? '-' : ''}${words?.title ?? filter.field.key}: ${filter.choice.label}`);
      }
      return { canonical: canonicalText(text, view.filters), labels };
    },
  };
}
