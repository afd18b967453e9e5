// The palette as the shell mounts it: the app's list stores and its API for the server-searched kinds.
import { useMemo } from 'react';
import type { AppServices, CommandContext } from '../../../commands/context';
import type { Registry } from '../../../commands/registry';
import type { Undo } from '../../../commands/context';
import { categories, devices, events, models } from '../services/lists';
import { PaletteHost } from './PaletteHost';
import { searchThroughApi } from './serverSearch';
import type { PaletteLists } from './useListIndex';

const LISTS: PaletteLists = { devices, events, models, categories };

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
