// Filters typed in the palette (issue 21 point 8): on a list that filters by them, `status:missing base:porto`
// offers "Show devices: Status: Missing, Base: Porto", which puts those filters in the table's search (`table.showFiltered`,
// as `f` does). It only reads: shown first, since it is exactly what the text says.
import { showFiltered } from '../../../commands/table';
import type { CommandContext } from '../../../commands/context';
import type { MessageId } from '../i18n/messageIds';
import type { Translate } from './messages';
import { makeEntry } from './ranking';
import type { ValueEntry } from './rootValues';

export function filterOffers(query: string, context: CommandContext, t: Translate): ValueEntry[] {
  if (!query.includes(':')) return [];
  const table = context.app.table();
  const described = table?.describeFilters(query);
  if (!table || !described) return [];
  const title = t('filters.show', { section: t(`nav.${table.id}` as MessageId), filters: described.labels.join(', ') });
  const option = { value: described.canonical, label: described.labels.join(', ') };
  const entry = makeEntry({ key: `filter:${described.canonical}`, kind: 'value', title, subtitle: described.canonical, boost: 0 });
  return [
    {
      ...entry,
      kind: 'value',
      command: showFiltered,
      args: { filter: described.canonical },
      option,
      valueOnly: makeEntry({ key: entry.key, kind: 'value', title: option.label, subtitle: '', boost: 0 }),
      actionOnly: makeEntry({ key: entry.key, kind: 'value', title: t('command.table.showFiltered'), subtitle: '', boost: 0 }),
      selected: false,
    },
  ];
}
