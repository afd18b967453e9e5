// A toolbar button for a registry command: its title (after what it acts on: the selection's count, or the cursor
// row's name), its shortcut, and its unavailable reason. It does what the command's key does (runCommand).
import { useIntl } from 'react-intl';
import { registry } from '../../../commands/all';
import { commandTitle } from '../../../commands/targets';
import { Kbd } from '../keys/Kbd';
import { keysText } from '../keys/keyLabels';
import { runCommand } from '../services/runCommand';
import { useCommandState } from './useCommandContext';

export interface CommandButtonProps {
  commandId: string;
  /** style: primary for the main action of a screen; danger is red only while rows are selected */
  variant?: 'primary' | 'danger' | 'plain';
  /** for a toolbar: the command's shorter `buttonLabel`, and its keys in the tooltip instead of key caps */
  compact?: boolean;
  /** for the selection's action bar, which says what is selected: the action alone (the short `buttonLabel`, else
   * the command's title without the count), its key caps, and the command's title without the count in the tooltip */
  actionOnly?: boolean;
}

export function CommandButton({ commandId, variant = 'plain', compact = false, actionOnly = false }: CommandButtonProps) {
  const intl = useIntl();
  const command = registry.get(commandId);
  const { context, availability } = useCommandState(command);
  if (!command) return null;
  const title = commandTitle(command, context, (id, values) => intl.formatMessage({ id }, values));
  const unavailable = availability !== true ? intl.formatMessage({ id: availability.reason }) : undefined;
  const keys = command.keys?.[0];
  // the action bar says what is selected, once: its buttons' tooltips name the action without the count
  const plainTitle = intl.formatMessage({ id: command.title });
  const label =
    (compact || actionOnly) && command.buttonLabel ? intl.formatMessage({ id: command.buttonLabel }) : actionOnly ? intl.formatMessage({ id: command.title }) : title;
  const tooltip = compact
    ? [label === title ? null : title, keys ? keysText(keys) : null, unavailable].filter(Boolean).join(' · ')
    : actionOnly
      ? [plainTitle === label ? null : plainTitle, unavailable].filter(Boolean).join(' · ')
      : unavailable;
  const style = variant === 'primary' ? ' kr-primary' : variant === 'danger' && context.selectionCount > 0 ? ' kr-danger' : '';

  function activate() {
    if (command && availability === true) void runCommand(command, context, undefined, 'button');
  }

  return (
    <button
      type="button"
      className={`kr-button${style}`}
      aria-disabled={availability !== true || undefined}
      title={tooltip || undefined}
      aria-keyshortcuts={compact && keys && !keys.includes(' ') ? ariaKeys(keys) : undefined}
      data-command={command.id}
      onClick={activate}
    >
      <span>{label}</span>
      {keys && !compact && <Kbd keys={keys} />}
      {unavailable && <span className="kr-visually-hidden">. {unavailable}</span>}
    </button>
  );
}

/** aria-keyshortcuts names one press as "Control+Shift+E" (a space would mean another shortcut, not a sequence). */
const ariaKeys = (keys: string) => keys.replace('$mod', /Mac|iPhone|iPad/.test(navigator.platform) ? 'Meta' : 'Control');
