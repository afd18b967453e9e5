// An address that is no screen: what was asked for, then the next steps with their keys (Home, the palette).
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { CommandButton } from '../commandUi/CommandButton';
import { StateMessage } from '../ui/StateMessage';
import { usePageTitle } from '../ui/usePageTitle';

export function NotFoundScreen() {
  const intl = useIntl();
  const [location] = useLocation();
  usePageTitle('notFound.title');
  return (
    <section className="kr-page" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="notFound.title" /></h1>
      <StateMessage
        kind="empty"
        className="kr-state-start"
        statement={intl.formatMessage({ id: 'notFound.body' }, { path: location })}
        steps={<><CommandButton commandId="navigation.home" variant="primary" /><CommandButton commandId="app.palette" /></>}
      />
    </section>
  );
}
