// A command's arguments asked in a side panel (its route, e.g. /devices/change-base): one select per argument,
// submitted only when every one is chosen, running the same `run` as the palette's nested pages.
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { registry } from '../../../commands/all';
import type { ArgumentOption, ArgumentSpec } from '../../../commands/registry';
import { ApiFailure } from '../api/errors';
import { runCommand } from '../services/runCommand';
import { SidePanel } from '../ui/SidePanel';
import { submitOnModEnter } from '../ui/submitShortcut';
import { useCommandState } from './useCommandContext';

type Options = { status: 'loading' } | { status: 'loaded'; options: ArgumentOption<unknown>[] } | { status: 'error'; message: string };

export interface ArgumentPanelProps {
  commandId: string;
  /** where to go when done or closed, e.g. /devices */
  backTo: string;
}

export function ArgumentPanel({ commandId, backTo }: ArgumentPanelProps) {
  const intl = useIntl();
  const command = registry.get(commandId);
  const { context, availability } = useCommandState(command);
  const specs = Object.entries((command?.args ?? {}) as Record<string, ArgumentSpec<unknown>>);
  const [options, setOptions] = useState<Record<string, Options>>({});
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [busy, setBusy] = useState(false);
  const close = () => navigate(backTo);

  useEffect(() => {
    for (const [name, spec] of specs) {
      setOptions((current) => ({ ...current, [name]: { status: 'loading' } }));
      // an argument searched on the server offers its first choices here (the palette page searches them all)
      Promise.resolve(spec.search ? spec.search(context, '', new AbortController().signal) : spec.options(context)).then(
        (loaded) => setOptions((current) => ({ ...current, [name]: { status: 'loaded', options: loaded } })),
        (error: unknown) => setOptions((current) => ({ ...current, [name]: { status: 'error', message: error instanceof ApiFailure ? error.message : String(error) } })),
      );
    }
    // Options are read once per opening of the panel, not again on every selection change.
  }, [commandId]);

  if (!command) return null;
  const count = context.selectionCount;
  const title = command.titleForSelection && count > 0 ? intl.formatMessage({ id: command.titleForSelection }, { count }) : intl.formatMessage({ id: command.title });
  const complete = specs.every(([name]) => chosen[name] !== undefined);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!command || !complete || availability !== true) return;
    const args: Record<string, unknown> = {};
    for (const [name] of specs) {
      const state = options[name];
      if (state?.status !== 'loaded') return;
      args[name] = state.options[chosen[name] as number]?.value;
    }
    setBusy(true);
    await runCommand(command, context, args, 'route');
    setBusy(false);
    close();
  }

  return (
    <SidePanel
      title={title}
      onClose={close}
      busy={busy}
      footer={
        <>
          <button type="submit" form={`kr-args-${command.id}`} className="kr-button kr-primary" disabled={!complete || busy || availability !== true}>
            {title}
          </button>
          <button type="button" className="kr-button" onClick={close} disabled={busy}>
            {intl.formatMessage({ id: 'panel.cancel' })}
          </button>
        </>
      }
    >
      {availability !== true && <p className="kr-notice" role="status">{intl.formatMessage({ id: availability.reason })}</p>}
      <form id={`kr-args-${command.id}`} onSubmit={submit} onKeyDown={submitOnModEnter(() => void submit())}>
        {specs.map(([name, spec]) => {
          const state = options[name] ?? { status: 'loading' };
          return (
            <label key={name} className="kr-field">
              <span>{intl.formatMessage({ id: spec.title })}</span>
              <select
                value={chosen[name] ?? ''}
                // never disabled, so that the panel's focus lands here even while the options load
                aria-busy={state.status === 'loading' || undefined}
                aria-invalid={state.status === 'error' || undefined}
                onChange={(event) => setChosen((current) => ({ ...current, [name]: Number(event.target.value) }))}
              >
                <option value="" disabled>
                  {intl.formatMessage({ id: state.status === 'loading' ? 'app.loading' : 'panel.choose' })}
                </option>
                {state.status === 'loaded' && state.options.map((option, index) => <option key={index} value={index}>{option.label}</option>)}
              </select>
              {state.status === 'error' && <span className="kr-field-error" role="alert">{state.message}</span>}
            </label>
          );
        })}
      </form>
    </SidePanel>
  );
}
