import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import type { CommandContext } from '../../../commands/context';
import { availabilityOf, type AnyCommand, type Availability } from '../../../commands/registry';
import { currentContext } from '../services/appServices';
import { subscribeActiveTable } from '../table/activeTable';

/** A key that changes whenever the context a command sees may have changed: route, selection, cursor. */
function useContextVersion(): string {
  const [location] = useLocation();
  const selection = useSyncExternalStore(subscribeActiveTable, () => {
    const context = currentContext();
    const { source, name, hidden } = context.targets();
    return `${context.selectionCount}:${context.focusedId ?? ''}:${source}:${name ?? ''}:${hidden}`;
  });
  return `${location}|${selection}`;
}

/** The command's availability and the live context, re-read when the route or the selection changes. */
export function useCommandState(command: AnyCommand | undefined): { context: CommandContext; availability: Availability } {
  useContextVersion();
  const context = currentContext();
  const availability: Availability = command ? availabilityOf(command, context) : { reason: 'command.unavailable.elsewhere' };
  return { context, availability };
}
