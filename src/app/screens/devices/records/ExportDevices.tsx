// /devices/export: says what will be downloaded; confirming runs devices.export, which saves Devices.xlsx.
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { DEVICES_ROUTE } from '../../../../../commands/deviceRecords';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { runWithReply } from '../../../commands/runWithReply';

const close = () => navigate(DEVICES_ROUTE);

export function ExportDevices() {
  const intl = useIntl();
  async function confirm() {
    const refused = await runWithReply('devices.export', (reply) => ({ confirmed: reply }));
    if (refused) throw refused;
  }
  return (
    <ConfirmModal
      title={intl.formatMessage({ id: 'deviceRecords.export.title' })}
      body={intl.formatMessage({ id: 'deviceRecords.export.body' })}
      confirmLabel={intl.formatMessage({ id: 'deviceRecords.export.confirm' })}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
