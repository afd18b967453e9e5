// /devices: the whole fleet in the table, with the screen's commands as buttons (each one a registry command:
// the same as its keys, its palette entry and its route).
import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import type { Device } from '../../../contract/entities';
import { CommandButton } from '../../commands/CommandButton';
import { devices } from '../../services/lists';
import { usePageTitle } from '../../shell/usePageTitle';
import { DataTable } from '../../table/DataTable';
import { DEFAULT_SORT, DEFAULT_VISIBLE, SEARCHABLE, useDeviceColumns } from './deviceColumns';
import './devices.css';

const TOP_RIGHT = ['navigation.categories', 'navigation.models', 'devices.export', 'devices.import'] as const;
const ON_SELECTION = ['devices.assign', 'devices.receive', 'devices.changeBase', 'devices.changeModel', 'devices.changeStatus'] as const;

const refresh = () => void devices.load({ force: true });
const openRow = (device: Device) => navigate(`/devices/edit/${device.id}`);
const nameOf = (device: Device) => device.name;

export function DevicesScreen() {
  const intl = useIntl();
  usePageTitle('nav.devices');
  const { status, error, rows } = useSnapshot(devices.state);
  const columns = useDeviceColumns();
  useEffect(() => {
    void devices.load({ staleAfterMs: 10_000 });
  }, []);

  return (
    <section className="kr-page kr-devices" aria-labelledby="kr-page-title">
      <h1 id="kr-page-title"><FormattedMessage id="nav.devices" /></h1>
      <div className="kr-devices-bulk" role="group" aria-label={intl.formatMessage({ id: 'devices.bulkActions' })}>
        {ON_SELECTION.map((id) => <CommandButton key={id} commandId={id} />)}
        <CommandButton commandId="devices.deleteSelected" variant="danger" />
      </div>
      <DataTable
        id="devices"
        label="devices.grid"
        rows={rows}
        columns={columns}
        defaultVisible={DEFAULT_VISIBLE}
        defaultSort={DEFAULT_SORT}
        searchable={SEARCHABLE}
        status={status}
        error={error}
        onRefresh={refresh}
        onOpenRow={openRow}
        rowActionLabel="devices.edit"
        rowName={nameOf}
        emptyMessage="devices.empty"
        toolbar={
          <>
            {TOP_RIGHT.map((id) => <CommandButton key={id} commandId={id} />)}
            <CommandButton commandId="devices.create" variant="primary" />
          </>
        }
      />
    </section>
  );
}
