// Always mounted: keeps the client-held lists indexed between openings (so opening never waits for 100000
// devices) and mounts the dialog, afresh for each opening, while the palette is open.
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CommandContext } from '../../../commands/context';
import type { Registry } from '../../../commands/registry';
import type { Undo } from '../../../commands/context';
import { useLanguage } from './language';
import { PaletteDialog } from './PaletteDialog';
import { closePalette, paletteState } from '../state/paletteState';
import type { PaletteSearch } from './serverSearch';
import { createPaletteIndexers, useListIndex, type ListIndexState, type PaletteIndexers, type PaletteLists } from './useListIndex';
import type { EntityEntry } from './entityEntries';
import type { ListStore } from '../state/listStore';
import type { LocalKind } from './rootGroups';
import { LISTED_SECTIONS, SECTIONS } from '../sections/declared';
import { contextForRow } from './rowActions';

export interface PaletteHostProps {
  registry: Registry;
  /** the context commands see: read when the palette opens and again when a command runs */
  getContext(): CommandContext;
  lists: PaletteLists;
  search: PaletteSearch;
  /** for tests; by default the host makes its own */
  indexers?: PaletteIndexers;
  /** receives a command's undo, when it returns one */
  onUndo?(undo: Undo): void;
}

export function PaletteHost({ registry, getContext, lists, search, indexers: givenIndexers, onUndo }: PaletteHostProps) {
  const { open, session, commandId, record } = useSnapshot(paletteState);
  const [ownIndexers] = useState(createPaletteIndexers);
  const indexers = givenIndexers ?? ownIndexers;
  const language = useLanguage();
  // one index per listed section, always in the declarations' order (a constant list, so the hooks keep their order)
  const states = LISTED_SECTIONS.map((id) => {
    const kind = SECTIONS[id].palette.kind;
    return [kind, useListIndex<{ id: number }, EntityEntry>(lists[id] as ListStore<{ id: number }>, indexers.of(kind, language))] as const;
  });
  const indexes = useMemo(() => Object.fromEntries(states) as Record<LocalKind, ListIndexState<EntityEntry>>, states.map(([, state]) => state));
  // opened about one record (a panel's "Add a manager…"): that record is under the cursor, whatever the table's
  const getOpeningContext = useMemo(
    () => (record ? () => contextForRow(getContext(), record.section, record.id, record.name) : getContext),
    [record, getContext],
  );
  // read once per opening (not when the shell passes a new getContext): what is selected, and where
  const context = useMemo(() => (open ? getOpeningContext() : null), [open, session]);
  if (!open || !context) return null;
  return (
    <PaletteDialog
      key={session}
      registry={registry}
      context={context}
      getContext={getOpeningContext}
      lists={lists}
      indexes={indexes}
      search={search}
      commandId={commandId}
      onClose={closePalette}
      onUndo={onUndo}
    />
  );
}
