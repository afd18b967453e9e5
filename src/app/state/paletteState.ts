// Whether the palette is open, and on which command's argument page. The shell and the commands open it.
import { proxy } from 'valtio';

export interface PaletteState {
  open: boolean;
  /** opened on this command: its first argument page if it has arguments, else the command is searched for */
  commandId: string | null;
  /** counts openings, so that each one starts afresh */
  session: number;
}

export const paletteState = proxy<PaletteState>({ open: false, commandId: null, session: 0 });

export function openPalette(commandId?: string): void {
  paletteState.commandId = commandId ?? null;
  paletteState.session += 1;
  paletteState.open = true;
}

export function closePalette(): void {
  paletteState.open = false;
  paletteState.commandId = null;
}
