// The one way to run a command, whatever asked (palette, keys, button, route): check it is available, run it,
// and turn a failure into an error toast. The command shows its own success toast and returns its undo.
import type { CommandContext } from '../../../commands/context';
import { availabilityOf, type AnyCommand, type CommandSource } from '../../../commands/registry';
import type { Undo } from '../../../commands/context';
import { ApiFailure } from '../api/errors';

export async function runCommand(command: AnyCommand, context: CommandContext, args: object, source: CommandSource): Promise<Undo | undefined> {
  if (availabilityOf(command, context) !== true) return undefined;
  try {
    return (await command.run(context, args, source)) ?? undefined;
  } catch (error) {
    const message = error instanceof ApiFailure ? error.message : context.app.t('app.failed', { message: error instanceof Error ? error.message : String(error) });
    context.app.notify.error(message);
    return undefined;
  }
}

export const hasArguments = (command: AnyCommand) => Object.keys(command.args ?? {}).length > 0;
