// A migrated database file in a folder of its own, opened through the workers as the running server opens it: for
// tests of the parts below the routes (the change streams' hub).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/server/db/open';
import { openAccess, type DatabaseAccess } from '../../src/server/workers/access';

export interface MigratedAccess { access: DatabaseAccess; dispose(): Promise<void> }

export async function migratedAccess(prefix: string): Promise<MigratedAccess> {
  const dir = await mkdtemp(join(tmpdir(), `kitroom-${prefix}-`));
  const file = join(dir, 'kitroom.sqlite');
  await (await openDatabase(file)).close();
  const access = await openAccess(file, { poolSize: 1 });
  return {
    access,
    async dispose() {
      await access.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
