// One result, absolutely placed at its row's offset. cmdk marks it selected from the palette's controlled value.
// Its accessible name comes from its content, so it always holds the visible text: the kind (in the recent
// group), the title, the line below (the characters the query matched marked), and, for screen readers, the shortcut
// and the reason it is unavailable.
import { Command } from 'cmdk';
import { memo, useCallback } from 'react';
import { Kbd } from '../keys/Kbd';
import type { EntryView } from './describeEntry';
import { Highlighted } from './Highlighted';
import type { ItemRow } from './results';

export interface PaletteOptionProps {
  row: ItemRow;
  view: EntryView;
  start: number;
  size: number;
  /** the number of items in the whole list, for aria-setsize: only a window of them is rendered */
  setSize: number;
  onChoose(row: ItemRow): void;
  onHover(row: ItemRow): void;
  registerElement(key: string, element: HTMLDivElement | null): void;
}

const Pause = () => <span className="kr-visually-hidden">, </span>;

export const PaletteOption = memo(function PaletteOption({ row, view, start, size, setSize, onChoose, onHover, registerElement }: PaletteOptionProps) {
  const ref = useCallback((element: HTMLDivElement | null) => registerElement(row.key, element), [registerElement, row.key]);
  return (
    <Command.Item
      ref={ref}
      value={row.key}
      disabled={view.disabledReason !== null}
      onSelect={() => onChoose(row)}
      onMouseMove={() => onHover(row)}
      className="kr-palette-option"
      data-kind={row.entry.kind}
      aria-posinset={row.itemIndex + 1}
      aria-setsize={setSize}
      style={{ height: size, transform: `translateY(${start}px)` }}
    >
      <span className="kr-palette-option-text">
        <span className="kr-palette-option-title">
          {view.badge && (
            <>
              <span className="kr-palette-badge">{view.badge}</span>
              <Pause />
            </>
          )}
          <Highlighted text={view.title} ranges={view.titleMatches} />
        </span>
        {view.disabledReason !== null ? (
          <span className="kr-palette-option-subtitle">
            <Pause />
            <span className="kr-visually-hidden">{view.unavailableText}</span>
            <span aria-hidden="true">{view.disabledReason}</span>
          </span>
        ) : (
          view.subtitle && (
            <span className="kr-palette-option-subtitle">
              <Pause />
              <Highlighted text={view.subtitle} ranges={view.subtitleMatches} />
            </span>
          )
        )}
      </span>
      {view.keys && (
        <>
          <span className="kr-visually-hidden">, {view.shortcutText}</span>
          <span aria-hidden="true">
            <Kbd keys={view.keys} />
          </span>
        </>
      )}
    </Command.Item>
  );
});
