// /devices/delete/{id}: confirms with the device's name, looked up by id (fetched when the list is not loaded,
// so the route works opened directly); confirming runs devices.delete.
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { DEVICES_ROUTE } from '../../../../../commands/deviceRecords';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { runWithReply } from '../../../commands/runWithReply';
import { useDeviceRecord } from './useDeviceRecord';

const close = () => navigate(DEVICES_ROUTE);

export function DeleteDevice({ id }: { id: number | null }) {
  const intl = useIntl();
  const { record } = useDeviceRecord(id);
  const title = intl.formatMessage({ id: 'deviceRecords.delete.title' });

  if (record.status !== 'loaded') {
    const body =
      record.status === 'loading'
        ? intl.formatMessage({ id: 'deviceRecords.delete.lookingUp' })
        : record.status === 'notFound'
          ? intl.formatMessage({ id: 'deviceRecords.notFound' }, { id: id === null ? '?' : String(id) })
          : intl.formatMessage({ id: 'deviceRecords.loadFailed' }, { message: record.message });
    // nothing to delete (yet): the only way on is back to the list. The keys remount the modal when the device
    // arrives, so that the focus moves to Cancel rather than staying on the button that becomes Delete.
    return <ConfirmModal key="waiting" title={title} body={body} confirmLabel={intl.formatMessage({ id: 'panel.close' })} onConfirm={close} onCancel={close} />;
  }

  const { device } = record;
  async function confirm() {
    const refused = await runWithReply('devices.delete', (reply) => ({ confirmed: { ...reply, id: device.id } }));
    if (refused) throw refused;
  }

  return (
    <ConfirmModal
      key="confirm"
      title={title}
      body={intl.formatMessage({ id: 'deviceRecords.delete.body' }, { name: device.name })}
      confirmLabel={intl.formatMessage({ id: 'deviceRecords.delete.confirm' })}
      destructive
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
