// A command as one of Home's tiles: its icon, its title, and the keys that run it from here. A click (or Enter on
// the focused tile) runs it as its keys would; a command of one section that asks on its own screen (the import)
// opens that screen, as its section's `g` keys and its own would; one that cannot run here is greyed with the reason.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import type { LucideIcon } from 'lucide-react';
import type { AnyCommand, Availability } from '../../../../commands/registry';
import { useCommandState } from '../../commandUi/useCommandContext';
import { Kbd } from '../../keys/Kbd';
import { runCommand } from '../../services/runCommand';
import { keysFromHere } from './homeKeys';

export function CommandTile({ command, icon: Icon }: { command: AnyCommand; icon?: LucideIcon }) {
  const intl = useIntl();
  const state = useCommandState(command);
  const { context } = state;
  const elsewhere = state.availability !== true && state.availability.reason === 'command.unavailable.elsewhere';
  const opensScreen = elsewhere && command.route !== undefined;
  const availability: Availability = opensScreen ? true : state.availability;
  const [running, setRunning] = useState(false);
  const keys = keysFromHere(command, context);
  const unavailable = availability === true ? undefined : intl.formatMessage({ id: availability.reason });

  async function run() {
    if (availability !== true || running) return;
    if (opensScreen && command.route) return navigate(command.route);
    setRunning(true);
    try {
      await runCommand(command, context, undefined, 'button');
    } finally {
      setRunning(false);
    }
  }

  return (
    <button type="button" className="kr-tile" data-command={command.id} onClick={() => void run()} aria-busy={running || undefined} aria-disabled={availability !== true || undefined} title={unavailable}>
      {Icon && <Icon className="kr-tile-icon" aria-hidden="true" size={18} />}
      <span className="kr-tile-title">{intl.formatMessage({ id: command.title })}</span>
      {keys && <Kbd keys={keys} />}
      {unavailable && <span className="kr-visually-hidden">. {unavailable}</span>}
    </button>
  );
}
