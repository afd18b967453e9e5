// Other lists show catalogue names (a model shows its category's, a device its model's and category's): after
// a rename or a change of category, the rows already loaded follow, without fetching the whole fleet again.
import type { Device, DeviceCategory, DeviceModel } from '../../contract/entities';
import { devices, models } from '../services/lists';

/** Devices of these models show the models' names and categories as they are now. */
export function modelsChanged(changed: readonly DeviceModel[]): void {
  if (changed.length === 0 || devices.state.rows.length === 0) return;
  const byId = new Map(changed.map((model) => [model.id, model]));
  const updated: Device[] = [];
  for (const device of devices.state.rows) {
    const model = device.model_type_id === null ? undefined : byId.get(device.model_type_id);
    if (!model) continue;
    const categoryName = model.category?.name ?? null;
    if (device.model_name !== model.name || device.category_name !== categoryName) {
      updated.push({ ...device, model_name: model.name, category_name: categoryName });
    }
  }
  devices.replace(updated);
}

/** Models in this category (and their devices) show its new name. */
export function categoryChanged(category: DeviceCategory): void {
  const updated = models.state.rows
    .filter((model) => model.category?.id === category.id && model.category.name !== category.name)
    .map((model) => ({ ...model, category: { id: category.id, name: category.name } }));
  models.replace(updated);
  modelsChanged(updated);
}
