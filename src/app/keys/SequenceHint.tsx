// After the first key of a sequence (`g`), a small hint of what may follow ("G then… D Devices, E Events…"), for
// as long as tinykeys waits for the second key; any key, or the wait running out, takes it away.
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CommandContext } from '../../../commands/context';
import { availabilityOf, normaliseKeys, type AnyCommand, type Registry } from '../../../commands/registry';
import { topLayer } from './focusStack';
import { keysText } from './keyLabels';
import { Kbd } from './Kbd';
import { isTypingTarget } from './textInput';
import './keys.css';

/** tinykeys' default wait for the next key of a sequence */
export const SEQUENCE_TIMEOUT_MS = 1000;

interface Continuation {
  next: string;
  command: AnyCommand;
}

/** The registry's two-key sequences by their first key (plain keys only, as normaliseKeys writes them). */
export function sequencesByFirstKey(registry: Registry): Map<string, Continuation[]> {
  const byFirst = new Map<string, Continuation[]>();
  for (const command of registry.commands) {
    for (const keys of command.keys ?? []) {
      const [first, next, ...rest] = normaliseKeys(keys).split(' ');
      if (first === undefined || next === undefined || rest.length > 0) continue;
      byFirst.set(first, [...(byFirst.get(first) ?? []), { next, command }]);
    }
  }
  return byFirst;
}

const isPlainKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey;

export function SequenceHint({ registry, getContext }: { registry: Registry; getContext(): CommandContext }) {
  const intl = useIntl();
  const sequences = useMemo(() => sequencesByFirstKey(registry), [registry]);
  const [pending, setPending] = useState<{ first: string; continuations: Continuation[] } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKey = (event: KeyboardEvent) => {
      clearTimeout(timer);
      const continuations = isPlainKey(event) ? sequences.get(event.key.toLowerCase()) : undefined;
      const layer = topLayer();
      const mayStart = continuations && !event.defaultPrevented && !isTypingTarget(event) && (layer === 'page' || layer === 'table');
      if (!mayStart) {
        setPending(null);
        return;
      }
      const context = getContext();
      const available = continuations.filter(({ command }) => availabilityOf(command, context) === true);
      setPending(available.length > 0 ? { first: event.key.toLowerCase(), continuations: available } : null);
      timer = setTimeout(() => setPending(null), SEQUENCE_TIMEOUT_MS);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [sequences, getContext]);

  return (
    <div className="kr-sequence-hint" role="status" aria-live="polite">
      {pending && (
        <>
          <span className="kr-sequence-hint-title">{intl.formatMessage({ id: 'keys.pending' }, { key: keysText(pending.first) })}</span>
          <ul>
            {pending.continuations.map(({ next, command }) => (
              <li key={command.id}>
                <Kbd keys={next} /> {intl.formatMessage({ id: command.title })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
