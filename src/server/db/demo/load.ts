import type { Db } from '../database';

export interface DemoOptions { devices: number; mediaDir: string }

/** Fills an empty database with a believable business. (Filled in by the demo data work.) */
export async function loadDemoData(_db: Db, _options: DemoOptions): Promise<void> {}
