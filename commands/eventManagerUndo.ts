// Making someone a manager of an event, or no longer one, can be undone and redone like every other change. Each
// step that adds gets a new manager id from the server, which the next removal uses. A step that finds its work
// already done elsewhere (the manager removed, or made a manager again, since) is irreversible and says so.
import type { EventManager } from '../src/contract/entities';
import { ApiFailure } from '../src/app/api/errors';
import { managersChanged } from '../src/app/state/managerChanges';
import { Irreversible, type CommandContext, type Undo } from './context';

export interface ManagedBy {
  eventId: number;
  eventName: string;
  user: { id: number; name: string };
}

/** The server refused the pair (event, user) as a duplicate: DRF's unique-together refusal, not one of the fields'. */
export const isDuplicate = (error: unknown) =>
  error instanceof ApiFailure && error.status === 400 && !error.firstFor('event') && !error.firstFor('user_account') &&
  typeof error.body === 'object' && error.body !== null && 'non_field_errors' in error.body;

const isGone = (error: unknown) => error instanceof ApiFailure && error.status === 404;

function steps(context: CommandContext, { eventId, eventName, user }: ManagedBy) {
  const { api, t } = context.app;
  const names = { name: user.name, event: eventName };
  return {
    async add(): Promise<number> {
      try {
        const made = await api.events.addManager(eventId, user.id);
        return made.id;
      } catch (error) {
        if (isDuplicate(error)) throw new Irreversible(t('eventManagers.history.managesAgain', names));
        throw error;
      } finally {
        managersChanged(eventId);
      }
    },
    async remove(managerId: number): Promise<void> {
      try {
        await api.events.removeManager(managerId);
      } catch (error) {
        if (isGone(error)) throw new Irreversible(t('eventManagers.history.removedElsewhere', names));
        throw error;
      } finally {
        managersChanged(eventId);
      }
    },
  };
}

/** The undo of making `managed.user` a manager (as `managerId`): removes them; redo makes them one again. */
export function addedManagerUndo(context: CommandContext, managed: ManagedBy, managerId: number): Undo {
  const step = steps(context, managed);
  let current = managerId;
  return {
    summary: context.app.t('eventManagers.history.added', { name: managed.user.name, event: managed.eventName }),
    run: () => step.remove(current),
    redo: async () => {
      current = await step.add();
    },
  };
}

/** Removes `manager` from the event; the undo makes them a manager again, redo removes them again. */
export async function removeManager(context: CommandContext, manager: EventManager, eventName: string): Promise<Undo> {
  const managed: ManagedBy = { eventId: manager.event, eventName, user: { id: manager.user_account.id, name: manager.user_account.name } };
  const step = steps(context, managed);
  // the first removal's refusal is the server's own (the panel shows it), not a history's "irreversible"
  try {
    await context.app.api.events.removeManager(manager.id);
  } finally {
    managersChanged(manager.event);
  }
  let current: number | null = null;
  return {
    summary: context.app.t('eventManagers.history.removed', { name: managed.user.name, event: eventName }),
    run: async () => {
      current = await step.add();
    },
    redo: async () => {
      if (current !== null) await step.remove(current);
    },
  };
}
