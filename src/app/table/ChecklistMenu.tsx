// A button that opens a list of checkboxes (which columns to show, which fields to search). ↑/↓ (and Home/End)
// move through the checkboxes, Space toggles one. It closes on Escape, on a click outside and when focus leaves
// it; Escape goes back to the button. The list is only in the DOM while open.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

export interface ChecklistItem {
  id: string;
  label: string;
  checked: boolean;
}

export interface ChecklistMenuProps {
  /** the button's text */
  label: string;
  /** a short summary after the label, e.g. the chosen fields */
  summary?: string;
  items: readonly ChecklistItem[];
  onToggle(id: string): void;
}

export function ChecklistMenu({ label, summary, items, onToggle }: ChecklistMenuProps) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const checkedCount = items.filter((item) => item.checked).length;

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLInputElement>('input')?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const moveFocus = (key: string): boolean => {
    const boxes = [...(root.current?.querySelectorAll<HTMLInputElement>('.kr-menu-popup input:not(:disabled)') ?? [])];
    const at = boxes.findIndex((box) => box === document.activeElement);
    const last = boxes.length - 1;
    const next = key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowDown' ? Math.min(last, at + 1) : key === 'ArrowUp' ? Math.max(0, at - 1) : -1;
    const box = boxes[next];
    if (next < 0 || !box) return false;
    box.focus();
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    // the arrows belong to the menu, not to the table's cursor
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key) && moveFocus(event.key)) {
      event.stopPropagation();
      event.preventDefault();
      return;
    }
    if (event.key !== 'Escape') return;
    // the Escape belongs to the menu, not to the table's "clear selection"
    event.stopPropagation();
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      ref={root}
      className="kr-menu"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !(event.relatedTarget instanceof Node && root.current?.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="kr-button" aria-expanded={open} aria-controls={popupId} onClick={() => setOpen((value) => !value)}>
        {label}
        {summary && <span className="kr-menu-summary">{summary}</span>}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={popupId} role="group" aria-label={label} className="kr-menu-popup">
          {items.map((item) => (
            <label key={item.id} className="kr-menu-item">
              <input
                type="checkbox"
                checked={item.checked}
                // the last checked item stays: a table needs a column, a search needs a field
                disabled={item.checked && checkedCount === 1}
                onChange={() => onToggle(item.id)}
              />
              {item.label}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
