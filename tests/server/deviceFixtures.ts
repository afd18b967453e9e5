// Small builders over the API for the device, model and category tests.
import { expect } from 'vitest';
import type { Device, DeviceCategory, DeviceModel, KitroomEvent } from '../../src/contract/entities';
import type { TestServer } from './harness';

let made = 0;
const unique = (prefix: string) => `${prefix} ${++made}`;

export async function makeCategory(server: TestServer, fields: Record<string, unknown> = {}): Promise<DeviceCategory> {
  const answer = await server.call('POST', '/api/admin/device-categories', { body: { name: unique('Category'), ...fields } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

export async function makeModel(server: TestServer, fields: Record<string, unknown> = {}): Promise<DeviceModel> {
  const answer = await server.call('POST', '/api/admin/device-models', { body: { name: unique('Model'), ...fields } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

export async function makeDevice(server: TestServer, fields: Record<string, unknown> = {}): Promise<Device> {
  const answer = await server.call('POST', '/api/admin/devices', { body: { name: unique('Device'), ...fields } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** Depends on POST /api/events (the events routes). */
export async function makeEvent(server: TestServer, name = unique('Event')): Promise<KitroomEvent> {
  const answer = await server.call('POST', '/api/events', {
    body: { name, start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00' },
  });
  expect(answer.status, `POST /api/events: ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body;
}

/** The whole devices table as the API shows it, to compare before and after a call. */
export async function allDevices(server: TestServer): Promise<Device[]> {
  const answer = await server.call('GET', '/api/admin/devices?page_size=100000');
  expect(answer.status).toBe(200);
  return answer.body.results;
}
