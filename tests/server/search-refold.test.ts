// A database whose search indexes were folded under an earlier folding rule is folded again at its next start,
// once: what a search folds to is what the index holds (here "Straße", which the earlier rule kept as "straße").
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLD_RULE_VERSION } from '../../src/contract/fold';
import { openDatabase } from '../../src/server/db/open';
import { refoldSearchIndexes } from '../../src/server/db/refold';

let folder: string;
let file: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kitroom-refold-'));
  file = join(folder, 'kitroom.sqlite');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const NOW = '2026-11-26T00:00:00.000Z';

describe('search indexes under a new folding rule', () => {
  it('are folded again at start-up when they were folded under another rule, and left alone after', async () => {
    const first = await openDatabase(file);
    await sql`INSERT INTO spaces (name, slug, created_at, updated_at) VALUES ('Straße Nova', 'strasse-nova', ${NOW}, ${NOW})`.execute(first.db);
    // what the index held under the earlier rule, and that rule's version
    await sql`UPDATE spaces_search SET name = 'straße nova'`.execute(first.db);
    await sql`UPDATE search_fold SET version = ${FOLD_RULE_VERSION - 1}`.execute(first.db);
    await first.close();

    const second = await openDatabase(file);
    const held = await sql<{ name: string }>`SELECT name FROM spaces_search`.execute(second.db);
    expect(held.rows.map((row) => row.name)).toEqual(['strasse nova']);
    const version = await sql<{ version: number }>`SELECT version FROM search_fold`.execute(second.db);
    expect(version.rows).toEqual([{ version: FOLD_RULE_VERSION }]);
    expect(await refoldSearchIndexes(second.db)).toBe(false);
    await second.close();
  });
});
