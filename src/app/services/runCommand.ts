// The one way to run a command. From the palette, the keys or a button (`runCommand`) a command run without its
// arguments opens where they are asked, the same place from all three (its palette page, else the screen at its
// route; the route itself, opened by URL, opens the same palette page: records/CommandRoute), and a failure becomes an
// error toast. From its own screen (`perform`) it gets complete arguments and throws, so that the screen shows the
// failure where it was asked: beside a field, in the modal.
import type { CommandContext, Undo } from '../../../commands/context';
import { asksOnPalette, availabilityOf, screenOf, type AnyCommand, type Command, type CommandSource } from '../../../commands/registry';
import { failureMessage } from '../api/errors';

const isUndo = (value: unknown): value is Undo =>
  typeof value === 'object' && value !== null && typeof (value as Undo).run === 'function' && typeof (value as Undo).summary === 'string';

/** Runs `command`; without `args`, one that needs them opens the palette page or the screen that asks for them. */
export async function runCommand(command: AnyCommand, context: CommandContext, args: object | undefined, source: CommandSource): Promise<Undo | undefined> {
  if (availabilityOf(command, context) !== true) return undefined;
  if (args === undefined) {
    const screen = screenOf(command, context);
    // one UI per action: a key, a button and the palette all open the same palette page
    if (asksOnPalette(command)) return void context.app.openPalette(command.id);
    if (screen !== null) return void context.app.navigate(screen);
  }
  try {
    const result: unknown = await command.run(context, args ?? {}, source);
    return isUndo(result) ? result : undefined;
  } catch (error) {
    context.app.notify.error(failureMessage(error, context.app.t));
    return undefined;
  }
}

/** Thrown by `perform` when the command is not available where it was asked (e.g. the selection went away). */
export class Unavailable extends Error {}

/** Runs `command` from its own screen with complete arguments; its failure is thrown to that screen. */
export async function perform<Args extends object, Result>(command: Command<Args, Result>, args: Args, context: CommandContext): Promise<Result> {
  const availability = availabilityOf(command, context);
  if (availability !== true) throw new Unavailable(context.app.t(availability.reason));
  return command.run(context, args, 'route');
}
