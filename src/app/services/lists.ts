// The lists the client holds whole: the palette indexes them and their screens show them.
import type { Device, DeviceCategory, DeviceModel, Space, User } from '../../contract/entities';
import { fetchEventRows, type EventRow } from '../sections/eventRows';
import { ApiFailure } from '../api/errors';
import { t } from '../i18n/intl';
import { createListStore } from '../state/listStore';
import { createPagedStore } from '../state/pagedStore';
import { api } from './api';

const describe = (error: unknown) => (error instanceof ApiFailure ? error.message : t('app.failed', { message: String(error) }));

export const devices = createListStore<Device>(async () => (await api.devices.listAll()).results, describe);
/** every event, with its live-interactions setting beside it */
export const events = createListStore<EventRow>(() => fetchEventRows(api), describe);
export const models = createListStore<DeviceModel>(async () => (await api.models.list()).results, describe);
export const categories = createListStore<DeviceCategory>(async () => (await api.categories.list()).results, describe);

/** spaces and users: tens of thousands, paged and searched on the server */
export const spaces = createPagedStore<Space>((query, signal) => api.spaces.list(query, signal), (search) => api.spaces.matchingIds(search), describe);
export const users = createPagedStore<User>((query, signal) => api.users.list(query, signal), (search) => api.users.matchingIds(search), describe);
