// The selection's actions, in a bar fixed at the bottom of the window that appears with a selection: it takes no
// room in the page (nothing moves when it comes or goes), and the destructive action is red only there, once
// something is selected. Every button is a registry command, as its key and palette entry; it names the action only
// ("Change status…"), since the bar says what is selected (its full title is its tooltip), so the bar fits 1280 px.
import { useIntl } from 'react-intl';
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

const variantOf = (commandId: string) => (commandId.endsWith('.deleteSelected') ? 'danger' : 'plain');

export function ActionBar({ tableId, label, commands }: ActionBarProps) {
  const intl = useIntl();
  const count = useActiveTableValue((table) => (table?.id === tableId ? table.selectedCount() : 0));
  // a search, a filter or paging never hides the selection silently: the bar says how many are not shown, and why
  const hidden = useActiveTableValue((table) => (table?.id === tableId ? hiddenParts(table.targets().hiddenBy, (id, values) => intl.formatMessage({ id }, values)).join(', ') : ''));
  if (count === 0) return null;
  return (
    <div className="kr-action-bar" role="group" aria-label={intl.formatMessage({ id: label })}>
      <span className="kr-action-bar-count">
        {intl.formatMessage({ id: 'table.selectedCount' }, { count })}
        {hidden && ` · ${hidden}`}
      </span>
      {commands.map((id) => <CommandButton key={id} commandId={id} variant={variantOf(id)} actionOnly />)}
    </div>
  );
}
