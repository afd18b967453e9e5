// The device a route names (/devices/edit/7, /devices/delete/7): from the loaded list when it is there,
// otherwise fetched, so that the route works when opened directly by its URL.
import { useCallback, useEffect, useState } from 'react';
import type { Device } from '../../../../contract/entities';
import { ApiFailure } from '../../../api/errors';
import { api } from '../../../services/api';
import { devices } from '../../../services/lists';

export type DeviceRecord =
  | { status: 'loading' }
  | { status: 'loaded'; device: Device }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

async function fetchDevice(id: number): Promise<DeviceRecord> {
  try {
    const device = await api.devices.get(id);
    devices.replace([device]);
    return { status: 'loaded', device };
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 404) return { status: 'notFound' };
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The record, and `reload()` which fetches the latest version from the server (after a 412). */
export function useDeviceRecord(id: number | null): { record: DeviceRecord; reload(): Promise<DeviceRecord> } {
  const [record, setRecord] = useState<DeviceRecord>(() => {
    if (id === null) return { status: 'notFound' };
    const known = devices.find(id);
    return known ? { status: 'loaded', device: known } : { status: 'loading' };
  });

  useEffect(() => {
    if (id === null || record.status !== 'loading') return;
    let current = true;
    void fetchDevice(id).then((fetched) => {
      if (current) setRecord(fetched);
    });
    return () => {
      current = false;
    };
    // fetched once per id; reload() fetches again on request
  }, [id]);

  const reload = useCallback(async () => {
    if (id === null) return { status: 'notFound' } as const;
    const fetched = await fetchDevice(id);
    setRecord(fetched);
    return fetched;
  }, [id]);

  return { record, reload };
}

/** A route's `:id`, or null when it is not a positive integer (the panel then says there is no such device). */
export function idParam(text: string | undefined): number | null {
  const id = Number(text);
  return /^\d+$/.test(text ?? '') && Number.isSafeInteger(id) && id > 0 ? id : null;
}
