// Runs a command from its own screen (a form, a confirmation) with what the screen collected, through
// runCommand like every other way in, and gives back the failure the command replied with (null when it went
// through), so that field errors and refusals show on that screen rather than only in a toast.
import { registry } from '../../../commands/all';
import type { ApiFailure } from '../api/errors';
import { currentContext } from '../services/appServices';
import { runCommand } from '../services/runCommand';

export async function runWithReply<Failure = ApiFailure>(commandId: string, argsWith: (reply: { failed(failure: Failure): void }) => object): Promise<Failure | null> {
  const command = registry.get(commandId);
  if (!command) throw new Error(`No command ${commandId}`);
  const failures: Failure[] = [];
  await runCommand(command, currentContext(), argsWith({ failed: (failure) => failures.push(failure) }), 'route');
  return failures[0] ?? null;
}
