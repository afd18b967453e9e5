// The record form open now, for the commands that move it to the next or previous record of the list (j/k, $mod+↓/↑)
// without closing it, and where the keyboard was, so that the next record's form gives it back to the same field.
import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { activeTable } from '../table/activeTable';
import type { Section } from './section';

export interface OpenRecordForm {
  /** moves to the record `delta` rows away in the list's order (its search, filters, sort): asks first when typed in */
  step(delta: 1 | -1): void;
}

let open: OpenRecordForm | null = null;
/** the field name that had the keyboard when the form moved on ('' for none: the panel itself), taken once */
let focusAfterStep: string | null = null;

export const openRecordForm = (): OpenRecordForm | null => open;

/** Where the next record's form puts the keyboard: the field of that name, '' the panel, null its default. */
export function takeFocusAfterStep(): string | null {
  const wanted = focusAfterStep;
  focusAfterStep = null;
  return wanted;
}

const focusedFieldName = (): string => {
  const focused = document.activeElement;
  return focused instanceof HTMLInputElement || focused instanceof HTMLSelectElement || focused instanceof HTMLTextAreaElement ? focused.name : '';
};

/**
 * While an edit form of `row` is open: the record steps move to the neighbouring row of the section's table, the
 * cursor following (scrolled into view), the form leaving by `leave` (the unsaved-work guard: it asks when typed in).
 */
export function useRecordSteps<Row extends { id: number }, Input>(section: Section<Row, Input>, row: Row | null, leave: (then: () => void) => void): void {
  const latest = useRef(leave);
  latest.current = leave;
  const id = row?.id ?? null;
  useEffect(() => {
    if (id === null) return;
    const form: OpenRecordForm = {
      step(delta) {
        const table = activeTable();
        const next = table?.id === section.id ? table.rowBeside(id, delta) : null;
        if (!table || next === null) return;
        const field = focusedFieldName();
        latest.current(() => {
          focusAfterStep = field;
          table.showRow(next);
          // one entry in the history for the panel, whichever record it shows: Back goes to the list
          navigate(section.paths.edit(next), { replace: true });
        });
      },
    };
    open = form;
    return () => {
      if (open === form) open = null;
    };
  }, [section, id]);
}
