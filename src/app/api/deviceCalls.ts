import type { BulkAnswer, Device, DeviceCategory, DeviceModel, ImportAnswer, Page } from '../../contract/entities';
import type { Base, DeviceStatus } from '../../contract/enums';
import { MAX_DEVICE_PAGE_SIZE, PAGE_SIZES } from '../../contract/limits';
import type { CategoryWrite, ModelWrite } from '../../contract/schemas/catalogue';
import type { DeviceWrite } from '../../contract/schemas/devices';
import { changesSince, type CursoredPage } from './changeCalls';
import type { Client } from './client';
import { wholeListCalls } from './wholeListCalls';

// The bodies are the server schemas' parsed values (z.output): a value the server stores is one it accepts, and
// z.input would type every id `unknown`, since the id schemas preprocess strings. A device body may be partial.
export type DeviceInput = Partial<DeviceWrite>;
export type CategoryInput = Pick<CategoryWrite, 'name'> & Partial<CategoryWrite>;
export type ModelInput = Pick<ModelWrite, 'name'> & Partial<ModelWrite>;

export function deviceCalls(client: Client) {
  return {
    list: (query: { page?: number; page_size?: number; search?: string } = {}, signal?: AbortSignal) =>
      client.request<Page<Device>>('GET', '/api/admin/devices', { query: { page_size: PAGE_SIZES.devices, ...query }, signal }),
    /** the whole fleet in one page (the server allows page_size up to 100000) */
    listAll: (signal?: AbortSignal) =>
      client.request<CursoredPage<Device>>('GET', '/api/admin/devices', { query: { page_size: MAX_DEVICE_PAGE_SIZE }, signal }),
    /** what changed since a cursor of the whole list; null: fetch it whole again */
    changesSince: (cursor: string, signal?: AbortSignal) => changesSince<Device>(client, '/api/admin/devices', cursor, signal),
    get: (id: number) => client.request<Device>('GET', `/api/admin/devices/${id}`),
    create: (input: DeviceInput) => client.request<Device>('POST', '/api/admin/devices', { body: input }),
    update: (id: number, input: DeviceInput, ifMatch?: string) =>
      client.request<Device>('PUT', `/api/admin/devices/${id}`, { body: input, ifMatch }),
    remove: (id: number) => client.request<void>('DELETE', `/api/admin/devices/${id}`),
    removeMany: (ids: readonly number[]) => client.request<void>('DELETE', '/api/admin/devices/bulk_delete', { query: { ids } }),
    assignEvent: (ids: readonly number[], eventId: number | null) =>
      client.request<BulkAnswer<Device>>('PUT', '/api/admin/devices/current_event', { body: { ids, current_event_id: eventId } }),
    changeBase: (ids: readonly number[], base: Base | null) =>
      client.request<BulkAnswer<Device>>('PATCH', '/api/v1/services/devices-bulk-update-base', { body: { ids, base } }),
    changeModel: (ids: readonly number[], modelId: number | null) =>
      client.request<BulkAnswer<Device>>('PUT', '/api/admin/devices/model_type', { body: { ids, model_type_id: modelId } }),
    changeStatus: (ids: readonly number[], status: DeviceStatus) =>
      client.request<BulkAnswer<Device>>('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids, status } }),
    /** every device, or only those of `ids` (POST: an addition to the contract) */
    exportSheet: (ids?: readonly number[]) =>
      ids
        ? client.request<Blob>('POST', '/api/admin/devices/xlsx_export', { body: { ids }, responseType: 'blob' })
        : client.request<Blob>('GET', '/api/admin/devices/xlsx_export', { responseType: 'blob' }),
    importSheet: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return client.request<ImportAnswer>('POST', '/api/admin/devices/xlsx_import', { body: form });
    },
  };
}

export function catalogueCalls(client: Client) {
  return {
    categories: wholeListCalls<DeviceCategory, CategoryInput>(client, '/api/admin/device-categories', { pageSize: PAGE_SIZES.categories }),
    models: {
      ...wholeListCalls<DeviceModel, ModelInput>(client, '/api/admin/device-models', { pageSize: PAGE_SIZES.models }),
      changeCategory: (ids: readonly number[], categoryId: number | null) =>
        client.request<BulkAnswer<DeviceModel>>('PUT', '/api/admin/device-models/category', { body: { ids, category_id: categoryId } }),
    },
  };
}
