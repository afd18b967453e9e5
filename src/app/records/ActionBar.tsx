// The selection's actions, in a bar fixed at the bottom of the window that appears with a selection: it takes no
// room in the page (nothing moves when it comes or goes), and the destructive action is red only there, once
// something is selected. Every button is a registry command, as its key and palette entry; it names the action only
// ("Status…", the command's title in its tooltip): the bar says what is selected, and how many of it the search or
// paging hides, once, in its label. So it fits 1280 px in pt, en and es (tests/e2e/action-bar-fits.test.ts).
import { useIntl } from 'react-intl';
import { isDeletion } from '../../../commands/records';
import { hiddenParts } from '../../../commands/targets';
import { CommandButton } from '../commandUi/CommandButton';
import type { MessageId } from '../i18n/messageIds';
import { useActiveTableValue } from '../table/activeTable';

export interface ActionBarProps {
  /** the table whose selection it acts on */
  tableId: string;
  label: MessageId;
  commands: readonly string[];
}

const variantOf = (commandId: string) => (isDeletion(commandId) ? 'danger' : 'plain');

export function ActionBar({ tableId, label, commands }: ActionBarProps) {
  const intl = useIntl();
  const count = useActiveTableValue((table) => (table?.id === tableId ? table.selectedCount() : 0));
  // a search, a filter or paging never hides the selection silently: the bar says how many are not shown, and why
  const hidden = useActiveTableValue((table) => (table?.id === tableId ? hiddenParts(table.targets().hiddenBy, (id, values) => intl.formatMessage({ id }, values)).join(', ') : ''));
  if (count === 0) return null;
  const selected = intl.formatMessage({ id: 'table.selectedCount' }, { count });
  return (
    <div className="kr-action-bar" role="group" aria-label={`${intl.formatMessage({ id: label })}: ${hidden ? `${selected}, ${hidden}` : selected}`}>
      {/* said by the group's label; shown here once, the reasons under the count */}
      <span className="kr-action-bar-count" aria-hidden="true">
        {selected}
        {hidden && <span className="kr-action-bar-hidden">{hidden}</span>}
      </span>
      {commands.map((id) => <CommandButton key={id} commandId={id} variant={variantOf(id)} actionOnly />)}
    </div>
  );
}
