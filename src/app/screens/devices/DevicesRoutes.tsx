// The /devices section: the records kit's list, form, deletes and bulk panels, plus the spreadsheet screens.
import { Route } from 'wouter';
import { paths } from '../../paths';
import { SectionRoutes } from '../../records/SectionRoutes';
import { devicesSection } from '../../sections/devices';
import { ExportDevices } from './ExportDevices';
import { ImportDevices } from './ImportDevices';

export function DevicesRoutes() {
  return (
    <SectionRoutes section={devicesSection}>
      <Route path={paths.devices.local(paths.devices.export)}><ExportDevices /></Route>
      <Route path={paths.devices.local(paths.devices.import)}><ImportDevices /></Route>
    </SectionRoutes>
  );
}
