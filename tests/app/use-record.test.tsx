// @vitest-environment node
// The row a route names, against a real server: an event's list row carries no version, so it is read from the
// server to be edited; when a change from elsewhere replaces it in the list with an unversioned row again, the
// record is read once more instead of staying on "loading".
import './deviceRecordsDom';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { useRecord } from '../../src/app/records/useRecord';
import { eventRow } from '../../src/app/services/eventRows';
import { eventsSection } from '../../src/app/sections/events';
import { versionOf } from '../../src/app/api/versions';
import { events } from '../../src/app/services/lists';
import type { KitroomEvent } from '../../src/contract/entities';
import { startLiveServer } from './liveServer';
import { cleanup, render, settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer({ DEMO: '1', DEMO_DEVICES: '0' });
afterAll(() => cleanup());

function Shown({ id }: { id: number }) {
  const { record } = useRecord(eventsSection, id);
  return <output>{record.status === 'loaded' ? `${record.row.name} ${versionOf(record.row) ? 'versioned' : 'unversioned'}` : record.status}</output>;
}

describe('the record of a route', () => {
  it('reads an event again when a change from elsewhere leaves its list row without a version', async () => {
    await events.load();
    const first = events.state.rows[0];
    if (!first) throw new Error('the demo data has no event');
    const { container } = render(<Shown id={first.id} />);
    await settle(() => expect(container.textContent).toBe(`${first.name} versioned`));

    const { live_interactions: _live, settings_id: _settings, ...event } = first;
    const renamed = (await server.call('PUT', `/api/events/${first.id}`, { body: { ...event, name: 'Renamed elsewhere' } })).body as KitroomEvent;
    expect(renamed.name).toBe('Renamed elsewhere');
    // what a difference from the server puts in the list: the row as listed, without an ETag
    events.replace([eventRow({ ...renamed }, { settings_id: first.settings_id, live_interactions: first.live_interactions })]);

    await settle(() => expect(container.textContent).toBe('Renamed elsewhere versioned'));
  });
});
