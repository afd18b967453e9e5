// Home: a greeting, shortcut tiles, and the subscriptions download (the command app.downloadSubscriptions, as in
// the palette).
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { registry } from '../../../../commands/all';
import { useCommandState } from '../../commandUi/useCommandContext';
import type { MessageId } from '../../i18n/messageIds';
import { Kbd } from '../../keys/Kbd';
import { runCommand } from '../../services/runCommand';
import { auth } from '../../state/auth';
import { usePageTitle } from '../../ui/usePageTitle';
import { paths } from '../../paths';

const TILES: Array<{ href: string; title: MessageId }> = [
  { href: paths.events.add, title: 'home.createEvent' },
  { href: paths.devices.add, title: 'home.createDevice' },
  { href: paths.events.list, title: 'home.listEvents' },
  { href: paths.devices.list, title: 'home.listDevices' },
];

export function HomeScreen() {
  usePageTitle('nav.home');
  const { user } = useSnapshot(auth);
  const [downloading, setDownloading] = useState(false);
  const subscriptions = registry.get('app.downloadSubscriptions');
  const { context } = useCommandState(subscriptions);

  async function downloadSubscriptions() {
    if (!subscriptions) return;
    setDownloading(true);
    try {
      await runCommand(subscriptions, context, undefined, 'button');
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="kr-page kr-home" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="home.greeting" values={{ name: user?.name ?? '' }} /></h1>
      <p className="kr-lead"><FormattedMessage id="home.intro" values={{ keys: <Kbd keys="$mod+k" /> }} /></p>
      <h2 className="kr-visually-hidden"><FormattedMessage id="home.shortcuts" /></h2>
      <ul className="kr-tiles">
        {TILES.map((tile) => (
          <li key={tile.href}>
            <Link href={tile.href} className="kr-tile"><FormattedMessage id={tile.title} /></Link>
          </li>
        ))}
        <li>
          <button type="button" className="kr-tile" onClick={downloadSubscriptions} aria-busy={downloading} disabled={downloading}>
            <FormattedMessage id="command.app.downloadSubscriptions" />
          </button>
        </li>
      </ul>
    </section>
  );
}
