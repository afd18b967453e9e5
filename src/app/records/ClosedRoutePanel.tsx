// A section's route opened by someone who may not use it (staff at /users/add, a bookmark of /users/reset-password):
// the list stays under it, and the panel says why, in the person's language, with nothing to submit.
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import type { MessageId } from '../i18n/messageIds';
import { SidePanel } from '../ui/SidePanel';

export function ClosedRoutePanel({ reason, backTo }: { reason: MessageId; backTo: string }) {
  const intl = useIntl();
  const close = () => navigate(backTo);
  return (
    <SidePanel
      title={intl.formatMessage({ id: 'access.closedTitle' })}
      onClose={close}
      footer={<button type="button" className="kr-button" onClick={close}>{intl.formatMessage({ id: 'panel.close' })}</button>}
    >
      <p className="kr-notice" role="alert">{intl.formatMessage({ id: reason })}</p>
    </SidePanel>
  );
}
