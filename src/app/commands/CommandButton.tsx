// A toolbar button for a registry command: its title (with the selection count when it acts on one), its
// shortcut, and its unavailable reason. Commands with a route open their screen; others run.
import { useIntl } from 'react-intl';
import { registry } from '../../../commands/all';
import { Kbd } from '../keys/Kbd';
import { runCommand } from '../services/runCommand';
import { useCommandState } from './useCommandContext';

export interface CommandButtonProps {
  commandId: string;
  /** style: primary for the main action of a screen */
  variant?: 'primary' | 'danger' | 'plain';
}

export function CommandButton({ commandId, variant = 'plain' }: CommandButtonProps) {
  const intl = useIntl();
  const command = registry.get(commandId);
  const { context, availability } = useCommandState(command);
  if (!command) return null;
  const count = context.selectionCount;
  const title = command.titleForSelection && count > 0
    ? intl.formatMessage({ id: command.titleForSelection }, { count })
    : intl.formatMessage({ id: command.title });
  const unavailable = availability !== true ? intl.formatMessage({ id: availability.reason }) : undefined;
  const keys = command.keys?.[0];

  function activate() {
    if (command && availability === true) void runCommand(command, context, undefined, 'button');
  }

  return (
    <button
      type="button"
      className={`kr-button${variant === 'primary' ? ' kr-primary' : variant === 'danger' ? ' kr-danger' : ''}`}
      aria-disabled={availability !== true || undefined}
      title={unavailable}
      data-command={command.id}
      onClick={activate}
    >
      <span>{title}</span>
      {keys && <Kbd keys={keys} />}
      {unavailable && <span className="kr-visually-hidden">. {unavailable}</span>}
    </button>
  );
}
