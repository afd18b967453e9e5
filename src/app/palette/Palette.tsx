// The palette as the shell mounts it: the app's list stores and its API for the server-searched kinds.
import { useMemo } from 'react';
import type { AppServices, CommandContext } from '../../../commands/context';
import type { Registry } from '../../../commands/registry';
import type { Undo } from '../../../commands/context';
import { SECTION_DESCRIPTIONS } from '../sections/all';
import { LISTED_SECTIONS } from '../sections/declared';
import { PaletteHost } from './PaletteHost';
import { searchThroughApi } from './serverSearch';
import type { PaletteLists } from './useListIndex';

/** The stores of the sections the palette searches itself, as their descriptions hold them. */
const LISTS = Object.fromEntries(LISTED_SECTIONS.map((id) => [id, SECTION_DESCRIPTIONS[id].store])) as PaletteLists;

export interface PaletteProps {
  registry: Registry;
  getContext(): CommandContext;
  services: AppServices;
  onUndo?(undo: Undo): void;
}

export function Palette({ registry, getContext, services, onUndo }: PaletteProps) {
  const search = useMemo(() => searchThroughApi(services.api), [services.api]);
  return <PaletteHost registry={registry} getContext={getContext} lists={LISTS} search={search} onUndo={onUndo} />;
}
