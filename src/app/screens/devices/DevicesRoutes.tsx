// The /devices section: the table stays mounted under every nested route (so the selection survives while a
// side panel or confirmation is open); each command route adds its panel over it.
import { Route, Switch } from 'wouter';
import { ArgumentPanel } from '../../commands/ArgumentPanel';
import { DevicesScreen } from './DevicesScreen';
import { DeleteDevice } from './records/DeleteDevice';
import { DeleteDevices } from './records/DeleteDevices';
import { CreateDevicePanel, EditDevicePanel } from './records/DeviceFormPanel';
import { ExportDevices } from './records/ExportDevices';
import { ImportDevices } from './records/ImportDevices';
import { idParam } from './records/useDeviceRecord';

export function DevicesRoutes() {
  return (
    <>
      <DevicesScreen />
      <Switch>
        {/* Bulk commands (commands/devices.ts): their arguments in a side panel. */}
        <Route path="/assign"><ArgumentPanel commandId="devices.assign" backTo="/devices" /></Route>
        <Route path="/receive"><ArgumentPanel commandId="devices.receive" backTo="/devices" /></Route>
        <Route path="/change-base"><ArgumentPanel commandId="devices.changeBase" backTo="/devices" /></Route>
        <Route path="/change-devices-model"><ArgumentPanel commandId="devices.changeModel" backTo="/devices" /></Route>
        <Route path="/change-status"><ArgumentPanel commandId="devices.changeStatus" backTo="/devices" /></Route>

        {/* ==== Device records (commands/deviceRecords.ts): /add, /edit/:id, /delete/:id, /deletes, /export,
            /import - their routes go here. ==== */}
        <Route path="/add"><CreateDevicePanel /></Route>
        <Route path="/edit/:id">{(params) => <EditDevicePanel key={params.id} id={idParam(params.id)} />}</Route>
        <Route path="/delete/:id">{(params) => <DeleteDevice key={params.id} id={idParam(params.id)} />}</Route>
        <Route path="/deletes"><DeleteDevices /></Route>
        <Route path="/export"><ExportDevices /></Route>
        <Route path="/import"><ImportDevices /></Route>

        {/* ==== end of device records routes ==== */}
      </Switch>
    </>
  );
}
