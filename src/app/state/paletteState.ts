// Whether the palette is open, and on which command's argument page. The shell and the commands open it.
import { proxy } from 'valtio';
import type { SectionId } from '../sections/declared';

export interface PaletteState {
  open: boolean;
  /** opened on this command: its first argument page if it has arguments, else the command is searched for */
  commandId: string | null;
  /** counts openings, so that each one starts afresh */
  session: number;
  /**
   * the one record the command acts on, whatever the table's cursor (a panel about that record opened by URL):
   * the palette runs it as if that record were under the cursor
   */
  record: PaletteRecord | null;
}

export interface PaletteRecord {
  section: SectionId;
  id: number;
  name: string;
}

export const paletteState = proxy<PaletteState>({ open: false, commandId: null, session: 0, record: null });

export function openPalette(commandId?: string, record?: PaletteRecord): void {
  paletteState.commandId = commandId ?? null;
  paletteState.record = record ?? null;
  paletteState.session += 1;
  paletteState.open = true;
}

export function closePalette(): void {
  paletteState.open = false;
  paletteState.commandId = null;
  paletteState.record = null;
}
