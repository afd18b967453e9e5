import { proxy } from 'valtio';

export const helpState = proxy({ open: false });

export function openHelp(): void {
  helpState.open = true;
}

export function closeHelp(): void {
  helpState.open = false;
}
