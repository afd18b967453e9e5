import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { LANGUAGES, type Language } from '../i18n/languages';
import type { MessageId } from '../i18n/messageIds';
import { Kbd } from '../keys/Kbd';
import { openPalette } from '../state/paletteState';
import { settings } from '../state/settings';
import { paths } from '../paths';
import { SECTIONS, TOP_LEVEL_SECTIONS } from '../sections/declared';

const DESTINATIONS: Array<{ path: string; title: MessageId }> = [
  { path: paths.home, title: 'nav.home' },
  { path: paths.dashboard, title: 'nav.dashboard' },
  ...TOP_LEVEL_SECTIONS.map((id): { path: string; title: MessageId } => ({ path: SECTIONS[id].list, title: `nav.${id}` })),
];

const isCurrent = (section: string, location: string) =>
  section === paths.home ? location === paths.home : location === section || location.startsWith(`${section}/`);

export function TopBar() {
  const [location] = useLocation();
  const { language } = useSnapshot(settings);
  const intl = useIntl();
  return (
    <header className="kr-topbar">
      <span className="kr-brand"><FormattedMessage id="app.name" /></span>
      <nav aria-label={intl.formatMessage({ id: 'nav.main' })}>
        <ul>
          {DESTINATIONS.map((section) => (
            <li key={section.path}>
              <Link href={section.path} aria-current={isCurrent(section.path, location) ? 'page' : undefined}>
                <FormattedMessage id={section.title} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="kr-topbar-end">
        <button type="button" className="kr-button kr-quiet kr-palette-button" onClick={() => openPalette()}>
          <FormattedMessage id="nav.palette" /> <Kbd keys="$mod+k" />
        </button>
        <div role="group" aria-label={intl.formatMessage({ id: 'language.label' })} className="kr-language">
          {LANGUAGES.map((code: Language) => (
            <button
              key={code}
              type="button"
              lang={code}
              aria-pressed={language === code}
              title={intl.formatMessage({ id: `language.${code}` })}
              onClick={() => {
                settings.language = code;
              }}
            >
              {code.toUpperCase()}
            </button>
          ))}
        </div>
        <Link href={paths.logout} className="kr-button kr-quiet kr-logout"><FormattedMessage id="nav.logout" /></Link>
      </div>
    </header>
  );
}
