// A next step of one of Home's empty states: a registry command as a button with the keys that run it from Home
// ("G E C"), run as its keys would.
import { useIntl } from 'react-intl';
import { registry } from '../../../../../commands/all';
import { useCommandState } from '../../../commandUi/useCommandContext';
import { runCommand } from '../../../services/runCommand';
import { StepButton } from '../../../ui/StateMessage';
import { keysFromHere } from '../homeKeys';

export function HomeStep({ commandId }: { commandId: string }) {
  const intl = useIntl();
  const command = registry.get(commandId);
  const { context, availability } = useCommandState(command);
  if (!command || availability !== true) return null;
  return (
    <StepButton label={intl.formatMessage({ id: command.title })} keys={keysFromHere(command, context)} onClick={() => void runCommand(command, context, undefined, 'button')} />
  );
}
