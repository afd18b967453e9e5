// Home: a greeting, shortcut tiles, and the subscriptions download.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ApiFailure } from '../../api/errors';
import type { MessageId } from '../../i18n/messageIds';
import { Kbd } from '../../keys/Kbd';
import { api } from '../../services/api';
import { notifier } from '../../services/notify';
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
  const intl = useIntl();
  usePageTitle('nav.home');
  const { user } = useSnapshot(auth);
  const [downloading, setDownloading] = useState(false);

  async function downloadSubscriptions() {
    // The tab is opened now, while the click still counts as the user's, and pointed at the file when it is ready.
    const tab = window.open('', '_blank');
    setDownloading(true);
    try {
      const { file } = await api.auth.exportSubscriptions();
      if (tab) {
        tab.opener = null;
        tab.location.href = file;
        notifier.success(intl.formatMessage({ id: 'home.subscriptionsReady' }));
      } else {
        notifier.error(intl.formatMessage({ id: 'home.subscriptionsBlocked' }, { url: file }));
      }
    } catch (error) {
      tab?.close();
      notifier.error(error instanceof ApiFailure ? error.message : String(error));
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
            <FormattedMessage id="home.subscriptions" />
          </button>
        </li>
      </ul>
    </section>
  );
}
