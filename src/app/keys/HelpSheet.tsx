// The `?` sheet: every shortcut of the registry, grouped and translated, plus the palette's scope prefixes. `?`
// toggles it: pressed again (or Esc) it closes.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { CommandGroup, Registry } from '../../../commands/registry';
import type { MessageId } from '../i18n/messageIds';
import { SECTION_IDS, SECTION_PREFIXES, type SectionId, type SectionMessageId } from '../sections/declared';
import { pushLayer } from './focusStack';
import { closeHelp, helpState } from '../state/helpState';
import { Kbd } from './Kbd';

const GROUP_TITLES: Record<CommandGroup, MessageId> = {
  app: 'help.group.app',
  navigation: 'help.group.navigation',
  selection: 'help.group.selection',
  ...(Object.fromEntries(SECTION_IDS.map((id) => [id, `nav.${id}`])) as Record<SectionId, SectionMessageId>),
};

/** The help sheet's title of each palette prefix: '>' for commands, then one per section that has one. */
const PREFIX_TITLES: ReadonlyMap<string, MessageId> = new Map([
  ['>', 'help.prefix.commands'],
  ...SECTION_PREFIXES.map(({ prefix, section }): [string, MessageId] => [prefix, `help.prefix.${section}`]),
]);

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
              {[...PREFIX_TITLES].map(([prefix, title]) => (
                <div key={prefix} className="kr-help-row">
                  <dt>{intl.formatMessage({ id: title })}</dt>
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
