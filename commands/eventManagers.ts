// Event managers, for the one event targeted (the one selected, or with nothing selected the one under the
// cursor): "Add a manager to Lisbon Fair…" (Shift+M) is a palette page, its prompt naming the event, that searches
// users on the server as the user types. Before anything is typed it lists only the event's managers, marked
// "already manages", so that Enter adds nobody by surprise; once typed, new choices come first and the managers
// after them, marked (choosing one says so and asks nothing of the server). Choosing another assigns them, with an
// undo; an e-mail nobody has offers "Invite {email}…", which opens the managers panel with the registration invite
// under way. "Event managers…" opens that panel (/events/add-event-manager?event=7): the event's managers, removing
// one, and adding one through this same page.
import type { EventManager, User } from '../src/contract/entities';
import { PAGE_SIZES } from '../src/contract/limits';
import { Refusal } from '../src/app/api/errors';
import { paths } from '../src/app/paths';
import { events } from '../src/app/services/lists';
import { managersChanged } from '../src/app/state/managerChanges';
import type { CommandContext } from './context';
import { defineCommand, type ArgumentOption, type Availability } from './registry';
import { oneTarget } from './targets';
import { addedManagerUndo, isDuplicate } from './eventManagerUndo';
import type { Undo } from './context';

/**
 * Who to make a manager: a user found on the server, one who already manages the event (offered marked, so that the
 * person sees why they are not a new choice), or an e-mail nobody has yet, to invite.
 */
export type ManagerChoice = { id: number; name?: string } | { manages: { id: number; name: string } } | { invite: string };

export const withOneEvent = (context: CommandContext): Availability =>
  oneTarget(context) === null ? { reason: 'command.unavailable.notOneEvent' } : true;

/** An e-mail address as the server would take it (one @, a dot in the domain, no spaces). */
export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

const sameEmail = (user: User, email: string) => user.email.toLowerCase() === email.toLowerCase();

/** The event's name as the events list knows it, else its id. */
export const eventNameOf = (eventId: number) => events.find(eventId)?.name ?? `#${eventId}`;

/** "{name} already manages {event}": what choosing an existing manager says, and the server's duplicate refusal. */
const alreadyManages = (context: CommandContext, name: string | undefined, eventId: number) =>
  new Refusal(context.app.t(name ? 'eventManagers.alreadyManagesNamed' : 'eventManagers.alreadyManagesUnnamed', { name: name ?? '', event: eventNameOf(eventId) }));

const alreadyManagesOption = (context: CommandContext, user: { id: number; name: string; email: string }): ArgumentOption<ManagerChoice> => ({
  value: { manages: { id: user.id, name: user.name } },
  label: context.app.t('eventManagers.alreadyManagesOption', { name: user.name }),
  detail: user.email,
});

/**
 * Users whose name or e-mail contains `query`, searched on the server, new choices first and the event's managers
 * after them, marked; an unknown e-mail offers an invite. With nothing typed, only the event's managers, marked:
 * nothing Enter could add before the person has said whom.
 */
export async function managerOptions(context: CommandContext, query: string, signal: AbortSignal): Promise<ArgumentOption<ManagerChoice>[]> {
  const { api, t } = context.app;
  const text = query.trim();
  const pageSize = PAGE_SIZES.users;
  const eventId = oneTarget(context);
  const managersOfEvent = eventId === null ? Promise.resolve(null) : api.events.managers(eventId, signal);
  if (text === '') return ((await managersOfEvent)?.results ?? []).map((manager) => alreadyManagesOption(context, manager.user_account));
  const [{ results }, managers] = await Promise.all([api.users.list({ search: text, page_size: pageSize }, signal), managersOfEvent]);
  const managing = new Set(managers?.results.map((manager) => manager.user_account.id));
  const choices = results.filter((user) => !managing.has(user.id));
  const existing = results.filter((user) => managing.has(user.id));
  const options: ArgumentOption<ManagerChoice>[] = [
    ...choices.map((user) => ({ value: { id: user.id, name: user.name }, label: user.name, detail: user.email })),
    ...existing.map((user) => alreadyManagesOption(context, user)),
  ];
  if (!looksLikeEmail(text) || results.some((user) => sameEmail(user, text))) return options;
  // a full page may leave out the user who has exactly this e-mail: ask for them by e-mail
  if (results.length >= pageSize && (await api.users.findByEmail(text, signal))) return options;
  return [...options, { value: { invite: text }, label: t('eventManagers.inviteOption', { email: text }) }];
}

export const addManagerCommand = defineCommand<{ user: ManagerChoice }, Undo | undefined>({
  id: 'events.addManager',
  title: 'command.events.addManager',
  // "Add a manager to Lisbon Fair…": the palette, its button and its page say which event
  titleWhere: (context) => {
    const eventId = oneTarget(context);
    return eventId === null ? null : { id: 'command.events.addManager.titleFor', values: { event: eventNameOf(eventId) } };
  },
  buttonLabel: 'button.managers',
  group: 'events',
  scope: 'events',
  keys: ['Shift+M'],
  keywords: ['manager', 'gestor', 'gestores', 'assign', 'invite', 'user', 'utilizador', 'usuario'],
  aboutOneRow: true,
  when: withOneEvent,
  args: {
    user: {
      title: 'command.events.addManager.choose',
      prompt: (context) => {
        const eventId = oneTarget(context);
        return eventId === null ? context.app.t('command.events.addManager.choose') : context.app.t('command.events.addManager.chooseFor', { event: eventNameOf(eventId) });
      },
      search: managerOptions,
    },
  },
  async run(context, { user }) {
    const eventId = oneTarget(context);
    if (eventId === null) throw new Error(context.app.t('command.unavailable.notOneEvent'));
    if ('invite' in user) {
      context.app.navigate(paths.events.managersOf(eventId, user.invite));
      return undefined;
    }
    if ('manages' in user) throw alreadyManages(context, user.manages.name, eventId);
    let made: EventManager;
    try {
      made = await context.app.api.events.addManager(eventId, user.id);
    } catch (error) {
      // made a manager elsewhere since the choice was offered
      if (isDuplicate(error)) throw alreadyManages(context, user.name, eventId);
      throw error;
    } finally {
      managersChanged(eventId);
    }
    const name = user.name ?? made.user_account.name;
    const undo = addedManagerUndo(context, { eventId, eventName: eventNameOf(eventId), user: { id: user.id, name } }, made.id);
    context.app.notify.success(undo.summary, undo);
    return undo;
  },
});

export const manageManagersCommand = defineCommand({
  id: 'events.manageManagers',
  title: 'command.events.manageManagers',
  group: 'events',
  scope: 'events',
  keywords: ['managers', 'gestores', 'remove', 'invite', 'remover', 'quitar', 'convidar', 'invitar', 'list'],
  // its own panel (screens/events/ManagersPanel), which the section's routes put before any generic one
  route: paths.events.addManager,
  routeFor: (context) => {
    const eventId = oneTarget(context);
    return eventId === null ? null : paths.events.managersOf(eventId);
  },
  aboutOneRow: true,
  when: withOneEvent,
  run: (context) => {
    const eventId = oneTarget(context);
    if (eventId !== null) context.app.navigate(paths.events.managersOf(eventId));
  },
});

export const eventManagerCommands = [addManagerCommand, manageManagersCommand];
