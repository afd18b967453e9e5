// The selection's actions, in a bar fixed at the bottom of the window that appears with a selection: it takes no
// room in the page (nothing moves when it comes or goes), and the destructive action is red only there, once
// something is selected. Every button is a registry command, as its key and palette entry; it names the action only
// ("Change status…"), since the bar says what is selected (its full title is its tooltip), so the bar fits 1280 px.
import { useIntl } from 'react-intl';
import { CommandButton } from '../commands/CommandButton';
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
  // a search never hides the selection silently: the bar says how many of it the search hides
  const hidden = useActiveTableValue((table) => (table?.id === tableId && table.targets().hiddenBy === 'search' ? table.targets().hidden : 0));
  if (count === 0) return null;
  return (
    <div className="kr-action-bar" role="group" aria-label={intl.formatMessage({ id: label })}>
      <span className="kr-action-bar-count">
        {intl.formatMessage({ id: 'table.selectedCount' }, { count })}
        {hidden > 0 && ` ${intl.formatMessage({ id: 'table.selectedHidden' }, { count: hidden })}`}
      </span>
      {commands.map((id) => <CommandButton key={id} commandId={id} variant={variantOf(id)} actionOnly />)}
    </div>
  );
}
