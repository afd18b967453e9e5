// /devices/export: says what will be downloaded; confirming runs devices.export, which saves Devices.xlsx.
import { useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { exportSheet } from '../../../../commands/deviceSheets';
import { paths } from '../../paths';
import { currentContext } from '../../services/appServices';
import { perform } from '../../services/runCommand';
import { ConfirmModal } from '../../ui/ConfirmModal';

const close = () => navigate(paths.devices.list);

export function ExportDevices() {
  const intl = useIntl();
  return (
    <ConfirmModal
      title={intl.formatMessage({ id: 'deviceRecords.export.title' })}
      body={intl.formatMessage({ id: 'deviceRecords.export.body' })}
      confirmLabel={intl.formatMessage({ id: 'deviceRecords.export.confirm' })}
      onConfirm={() => perform(exportSheet, {}, currentContext())}
      onCancel={close}
    />
  );
}
