import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messageIds';
import { usePageTitle } from '../ui/usePageTitle';

/** An honest placeholder for a section whose screens are not built yet. */
export function NotBuiltScreen({ screen }: { screen: MessageId }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: screen });
  usePageTitle(screen);
  return (
    <section className="kr-page kr-not-built" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="notBuilt.title" values={{ screen: name }} /></h1>
      <p><FormattedMessage id="notBuilt.body" /></p>
    </section>
  );
}
