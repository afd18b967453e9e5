// Binds every command's keys with tinykeys, from the same `keys` value the palette and help sheet show.
import { tinykeys, type KeyBindingMap } from 'tinykeys';
import type { CommandContext } from '../../../commands/context';
import { availabilityOf, keysActiveIn, normaliseKeys, type AnyCommand, type Registry } from '../../../commands/registry';
import { aboutRows } from '../../../commands/targets';
import { topLayer, type Layer } from './focusStack';
import { runCommand } from '../services/runCommand';
import { isTypingTarget } from './textInput';

/** Enter and Space on a button, link or checkbox belong to that control (Space ticks a checkbox, not a page down). */
function isActivation(event: KeyboardEvent): boolean {
  if (event.key !== 'Enter' && event.key !== ' ') return false;
  const target = event.target;
  return target instanceof HTMLElement && target.closest('button, a[href], summary, input[type="checkbox"], input[type="radio"], [role="button"], [role="menuitem"]') !== null;
}

/** Commands whose keys still work while typing or inside a side panel. */
const ALWAYS_AVAILABLE = new Set(['app.palette']);

/** A key with Control or Meta types nothing: it may act from a text field where a bare key types. */
const withModifier = (event: KeyboardEvent) => event.ctrlKey || event.metaKey;

function mayFire(command: AnyCommand, event: KeyboardEvent, layer: Layer): boolean {
  if (layer === 'modal' || layer === 'palette') return false;
  if (ALWAYS_AVAILABLE.has(command.id)) return true;
  // a panel's own keys (an edit panel's next record) act only in a side panel, and no other command's do there
  if (command.inPanel) return layer === 'panel' && (withModifier(event) || (!isTypingTarget(event) && !isActivation(event)));
  if (layer === 'panel') return false;
  return !isTypingTarget(event) && !isActivation(event);
}

/**
 * A key of a command about rows pressed without the rows it needs (nothing to act on, or several for a command about
 * one: Shift+B with two events selected) says why, rather than doing nothing silently, as does the key of a screen's
 * own command the person may not run there (`c` in /users for staff: only an admin may); on another screen it stays
 * free.
 */
function saySilentKey(commands: readonly AnyCommand[], event: KeyboardEvent, layer: Layer, context: CommandContext): void {
  for (const candidate of commands) {
    const saysWhy = aboutRows(candidate) || (candidate.scope !== 'global' && candidate.scope === context.scope);
    if (!saysWhy || !keysActiveIn(candidate, context) || !mayFire(candidate, event, layer)) continue;
    const availability = availabilityOf(candidate, context);
    if (availability === true || availability.reason === 'command.unavailable.elsewhere') continue;
    event.preventDefault();
    context.app.notify.error(context.app.t(availability.reason));
    return;
  }
}

/** Runs a command from its keys: one that needs arguments opens the palette page or the screen that asks them. */
export async function runFromKeys(command: AnyCommand, context: CommandContext): Promise<void> {
  await runCommand(command, context, undefined, 'keys');
}

/**
 * One tinykeys handler per key string; when several commands share it (in different scopes), the first one
 * available in the current context runs.
 */
export function bindCommandKeys(registry: Registry, getContext: () => CommandContext, target: Window | HTMLElement = window): () => void {
  const commandsByKeys = new Map<string, { keys: string; commands: AnyCommand[] }>();
  for (const command of registry.commands) {
    for (const keys of command.keys ?? []) {
      const normalised = normaliseKeys(keys);
      const entry = commandsByKeys.get(normalised) ?? { keys, commands: [] };
      entry.commands.push(command);
      commandsByKeys.set(normalised, entry);
    }
  }
  // tinykeys gives the last key of a sequence (g c) to the single-key binding (c) too: sequences are bound first,
  // and a key a sequence already handled does nothing more (else g c would go to categories and create one).
  const entries = [...commandsByKeys.values()].sort((a, b) => Number(b.keys.includes(' ')) - Number(a.keys.includes(' ')));
  const map: KeyBindingMap = {};
  for (const { keys, commands } of entries) {
    map[keys] = (event) => {
      if (event.defaultPrevented) return;
      const layer = topLayer();
      const context = getContext();
      const command = commands.find((candidate) => keysActiveIn(candidate, context) && mayFire(candidate, event, layer) && availabilityOf(candidate, context) === true);
      if (!command) {
        saySilentKey(commands, event, layer, context);
        return;
      }
      event.preventDefault();
      void runFromKeys(command, context);
    };
  }
  return tinykeys(target, map);
}
