// The `?` sheet: every shortcut of the registry, grouped and translated, plus the palette's scope prefixes. `?`
// toggles it: pressed again (or Esc) it closes.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { CommandGroup, Registry } from '../../../commands/registry';
import type { MessageId } from '../i18n/messageIds';
import { SCOPE_PREFIXES } from '../palette/ranking';
import { pushLayer } from './focusStack';
import { closeHelp, helpState } from '../state/helpState';
import { Kbd } from './Kbd';

const GROUP_TITLES: Record<CommandGroup, MessageId> = {
  app: 'help.group.app',
  navigation: 'help.group.navigation',
  selection: 'help.group.selection',
  devices: 'help.group.devices',
  models: 'help.group.models',
  categories: 'help.group.categories',
  events: 'help.group.events',
  spaces: 'help.group.spaces',
  users: 'help.group.users',
};

const PREFIX_TITLES: Record<string, MessageId> = {
  '>': 'help.prefix.commands',
  '#': 'help.prefix.devices',
  '@': 'help.prefix.users',
  '*': 'help.prefix.spaces',
  '!': 'help.prefix.events',
};

export function HelpSheet({ registry }: { registry: Registry }) {
  const { open } = useSnapshot(helpState);
  const intl = useIntl();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const popLayer = pushLayer('modal');
    const returnTo = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === '?') {
        event.preventDefault();
        closeHelp();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      popLayer();
      returnTo?.focus();
    };
  }, [open]);

  if (!open) return null;
  const groups = new Map<CommandGroup, typeof registry.commands[number][]>();
  for (const command of registry.commands) {
    if (!command.keys?.length) continue;
    groups.set(command.group, [...(groups.get(command.group) ?? []), command]);
  }
  return (
    <div className="kr-backdrop" onMouseDown={(event) => event.target === event.currentTarget && closeHelp()}>
      <div ref={dialog} className="kr-help" role="dialog" aria-modal="true" aria-labelledby="kr-help-title" tabIndex={-1}>
        <header className="kr-help-header">
          <h2 id="kr-help-title"><FormattedMessage id="help.title" /></h2>
          <button type="button" className="kr-button" onClick={closeHelp}><FormattedMessage id="help.close" /></button>
        </header>
        <div className="kr-help-groups">
          {[...groups].map(([group, commands]) => (
            <section key={group} aria-labelledby={`kr-help-${group}`}>
              <h3 id={`kr-help-${group}`}>{intl.formatMessage({ id: GROUP_TITLES[group] })}</h3>
              <dl>
                {commands.map((command) => (
                  <div key={command.id} className="kr-help-row">
                    <dt>{intl.formatMessage({ id: command.title })}</dt>
                    <dd>
                      {command.keys?.map((keys, index) => (
                        <span key={keys}>
                          {index > 0 && <span className="kr-help-or"> <FormattedMessage id="help.or" /> </span>}
                          <Kbd keys={keys} />
                        </span>
                      ))}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <section aria-labelledby="kr-help-prefixes">
            <h3 id="kr-help-prefixes"><FormattedMessage id="help.prefixes" /></h3>
            <dl>
              {Object.keys(SCOPE_PREFIXES).map((prefix) => (
                <div key={prefix} className="kr-help-row">
                  <dt>{intl.formatMessage({ id: PREFIX_TITLES[prefix] ?? 'help.prefixes' })}</dt>
                  <dd><kbd>{prefix}</kbd></dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}
