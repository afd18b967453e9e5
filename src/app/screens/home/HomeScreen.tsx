// Home, a keyboard user's start page: the team's day at a glance first (overview/), then the main actions as tiles
// with the keys that run them from here, the commands last run from the palette, and the sections with how many
// records each holds and their `g` keys. Every key shown is read from the command registry.
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { registry } from '../../../../commands/all';
import type { AnyCommand } from '../../../../commands/registry';
import { Kbd } from '../../keys/Kbd';
import { auth } from '../../state/auth';
import { usePageTitle } from '../../ui/usePageTitle';
import { CommandTile } from './CommandTile';
import { commandIcon } from './homeIcons';
import { Overview } from './overview/Overview';
import { RecentCommands } from './RecentCommands';
import { SectionLinks } from './SectionLinks';
import './home.css';
import './overview/overview.css';

const MAIN_ACTIONS = ['app.palette', 'events.create', 'devices.create', 'devices.import', 'app.downloadSubscriptions', 'app.help'];

const mainActions = (): AnyCommand[] => MAIN_ACTIONS.flatMap((id) => registry.get(id) ?? []);

export function HomeScreen() {
  usePageTitle('nav.home');
  const { user } = useSnapshot(auth);
  const id = useId();
  const paletteKeys = registry.get('app.palette')?.keys?.[0];

  return (
    <section className="kr-page kr-home" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="home.greeting" values={{ name: user?.name ?? '' }} /></h1>
      <p className="kr-lead"><FormattedMessage id="home.intro" values={{ keys: paletteKeys ? <Kbd keys={paletteKeys} /> : '' }} /></p>
      <Overview />
      <div className="kr-home-grid">
        <section className="kr-home-actions" aria-labelledby={`${id}-actions`}>
          <h2 id={`${id}-actions`}><FormattedMessage id="home.actions" /></h2>
          <ul className="kr-tiles" aria-labelledby={`${id}-actions`}>
            {mainActions().map((command) => <li key={command.id}><CommandTile command={command} icon={commandIcon(command.id)} /></li>)}
          </ul>
        </section>
        <section className="kr-home-recent" aria-labelledby={`${id}-recent`}>
          <h2 id={`${id}-recent`}><FormattedMessage id="home.recent" /></h2>
          <RecentCommands labelledBy={`${id}-recent`} />
        </section>
        <section className="kr-home-sections-block" aria-labelledby={`${id}-sections`}>
          <h2 id={`${id}-sections`}><FormattedMessage id="home.sections" /></h2>
          <SectionLinks labelledBy={`${id}-sections`} />
        </section>
      </div>
    </section>
  );
}
