// "Select these devices": the devices list opened with an operation's devices selected and shown alone ("Only
// selected"), as a scan leaves them, so that the next bulk change acts on exactly those.
import { paths } from '../../paths';
import { activeTable, subscribeActiveTable } from '../../table/activeTable';
import type { TableController } from '../../table/controller';

const DEVICES_TABLE = 'devices';

/** Opens the devices list and selects `ids` there once its table is on screen; any other table showing first ends the wait. */
export function selectTheseDevices(ids: readonly number[], navigate: (path: string) => void): void {
  const before = activeTable();
  const select = (table: TableController) => {
    table.setSelection({ mode: 'ids', ids: new Set(ids) });
    table.toggleOnlySelected();
  };
  const stop = subscribeActiveTable(() => {
    const table = activeTable();
    if (table === null || table === before) return;
    stop();
    if (table.id === DEVICES_TABLE) select(table);
  });
  navigate(paths.devices.list);
}
