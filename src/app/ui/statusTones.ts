// Each device status's semantic colour (tokens.css), so that a status looks the same wherever it is drawn: the status
// chips (table.css, `.kr-chip-<status>`: the strong tone on the soft one) and the dashboard's status chart.
import type { DeviceStatus } from '../../contract/enums';

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'pending' | 'neutral';

export const STATUS_TONES: Readonly<Record<DeviceStatus, Tone>> = {
  in_use: 'info',
  available: 'success',
  repairing: 'warning',
  receiving: 'pending',
  missing: 'danger',
};

/** The custom property of a tone's strong colour: text, icons, chart marks (its `-soft` one is their background). */
export const toneToken = (tone: Tone) => `--kr-${tone}` as const;
