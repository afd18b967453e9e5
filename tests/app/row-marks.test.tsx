// @vitest-environment happy-dom
// Rows changed elsewhere are marked for a moment: the mark belongs to the row object the change brought, and goes by
// itself (the row re-renders once when it runs out).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markChangedElsewhere, ROW_MARK_MS, useRowMark } from '../../src/app/table/rowMarks';

function Probe({ row }: { row: object }) {
  return <span>{useRowMark(row) ? 'marked' : 'plain'}</span>;
}

afterEach(() => vi.useRealTimers());

describe('row marks', () => {
  it('marks the rows a change brought, not their older objects, and unmarks them after a while', async () => {
    vi.useFakeTimers();
    const older = { id: 1, name: 'before' };
    const changed = { id: 1, name: 'after' };
    markChangedElsewhere([changed]);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<><Probe row={changed} /><Probe row={older} /></>));
    expect(container.textContent).toBe('markedplain');
    await act(async () => {
      vi.advanceTimersByTime(ROW_MARK_MS + 10);
    });
    expect(container.textContent).toBe('plainplain');
    await act(async () => root.unmount());
  });
});
