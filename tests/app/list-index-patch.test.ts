// The palette's index of a whole list after a few rows changed elsewhere: patched from the last index, it must be
// exactly the index a whole build makes (text, offsets, boosts), and only the changed rows are made again.
import { describe, expect, it, vi } from 'vitest';
import { deviceEntry } from '../../src/app/palette/entityEntries';
import { createListIndexer } from '../../src/app/palette/listIndexer';
import { applyChanges } from '../../src/app/state/listChanges';
import { device } from './paletteHarness';

const rowsOf = (count: number) => Array.from({ length: count }, (_, index) => device(count - index));

describe('the palette index after a difference', () => {
  it('equals a whole build after rows are edited, added first and deleted, making only the changed entries', async () => {
    const toEntry = vi.fn(deviceEntry);
    const indexer = createListIndexer(toEntry, { sliceMs: Infinity });
    const rows = rowsOf(2000);
    await indexer.build(rows);
    expect(toEntry).toHaveBeenCalledTimes(2000);

    const changed = applyChanges(rows, {
      rows: [device(5001, { name: 'Added gate' }), { ...rows[0]!, name: 'First renamed' }, { ...rows[700]!, serial_id: 'SN-NEW' }, { ...rows[1999]!, name: 'Last renamed' }],
      deleted: [rows[3]!.id, rows[4]!.id, rows[1200]!.id],
    }).rows;
    const patched = await indexer.build(changed);
    expect(toEntry).toHaveBeenCalledTimes(2004);
    const whole = await createListIndexer(deviceEntry, { sliceMs: Infinity }).build(changed);
    expect(patched.size).toBe(changed.length);
    expect(patched.text).toBe(whole.text);
    expect([...patched.starts]).toEqual([...whole.starts]);
    expect([...patched.titleEnds]).toEqual([...whole.titleEnds]);
    expect(patched.boosts && [...patched.boosts]).toEqual(whole.boosts && [...whole.boosts]);
    expect(patched.entryAt(0).key).toBe('device:5001');
    expect(patched.entryAt(changed.length - 1).title).toBe('Last renamed');
  });

  it('builds again when most rows are new, with the same result', async () => {
    const indexer = createListIndexer(deviceEntry, { sliceMs: Infinity });
    await indexer.build(rowsOf(100));
    const other = Array.from({ length: 100 }, (_, index) => device(1000 + index));
    const rebuilt = await indexer.build(other);
    const whole = await createListIndexer(deviceEntry, { sliceMs: Infinity }).build(other);
    expect(rebuilt.text).toBe(whole.text);
    expect([...rebuilt.starts]).toEqual([...whole.starts]);
  });
});
