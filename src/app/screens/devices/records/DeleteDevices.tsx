// /devices/deletes: confirms the deletion of the selection with its count; confirming runs
// devices.deleteSelected once. A refusal stays in the modal (and marks every selected row).
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { registry } from '../../../../../commands/all';
import { DEVICES_ROUTE } from '../../../../../commands/deviceRecords';
import { useCommandState } from '../../../commands/useCommandContext';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { runWithReply } from '../../../commands/runWithReply';

const close = () => navigate(DEVICES_ROUTE);

export function DeleteDevices() {
  const intl = useIntl();
  const { context, availability } = useCommandState(registry.get('devices.deleteSelected'));
  const title = intl.formatMessage({ id: 'deviceRecords.deleteMany.title' });

  if (availability !== true) {
    const body = intl.formatMessage({ id: availability.reason });
    return <ConfirmModal key="unavailable" title={title} body={body} confirmLabel={intl.formatMessage({ id: 'panel.close' })} onConfirm={close} onCancel={close} />;
  }

  async function confirm() {
    const refused = await runWithReply('devices.deleteSelected', (reply) => ({ confirmed: reply }));
    if (refused) throw refused;
  }

  return (
    <ConfirmModal
      key="confirm"
      title={title}
      body={intl.formatMessage({ id: 'deviceRecords.deleteMany.body' }, { count: context.selectionCount })}
      confirmLabel={intl.formatMessage({ id: 'deviceRecords.delete.confirm' })}
      destructive
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
