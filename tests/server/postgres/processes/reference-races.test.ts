// A model deleted through one process while devices of it are made through the other: each request's pre-check may
// pass before the other's write commits, and then PostgreSQL's foreign key decides (SQLSTATE 23503). The loser is
// tried again (db/dialect.ts isRetryableConflict), whose pre-check then answers as if it had run after the winner:
// the delete a 409 naming the devices, a device a 400 saying its model does not exist. Never a 500, never a device
// of a model that is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipReason } from '../database';
import { call, serversOnOneDatabase, type JsonAnswer, type ServersOnOneDatabase } from './serversOnOneDatabase';

const ROUNDS = 25;
const DEVICES_A_ROUND = 3;

const codeOf = (answer: JsonAnswer, field?: string): string | undefined => {
  const codes = answer.body.error_codes as Record<string, Array<{ code: string }>> | undefined;
  return field ? codes?.[field]?.[0]?.code : (answer.body as { code?: string }).code;
};

describe.skipIf(skipReason !== null)(`references removed while they are used, through two processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let cluster: ServersOnOneDatabase;
  beforeAll(async () => {
    cluster = await serversOnOneDatabase('reference-races', 2);
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('answers the delete of a model and the devices made of it as their pre-checks would, in either order', async () => {
    const [a, b] = cluster.running as [typeof cluster.running[0], typeof cluster.running[0]];
    const outcomes = { deleted: 0, kept: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const model = (await call(a, 'POST', '/api/admin/device-models', { name: `Racing model ${round}` })).body.id as number;
      const [removal, ...made] = await Promise.all([
        call(a, 'DELETE', `/api/admin/device-models/${model}`),
        ...Array.from({ length: DEVICES_A_ROUND }, (_, i) => call(i % 2 ? a : b, 'POST', '/api/admin/devices', { name: `Racer ${round}.${i}`, model_type_id: model })),
      ]);
      const created = made.filter((answer) => answer.status === 201);
      if (removal!.status === 204) {
        outcomes.deleted += 1;
        expect(created, `round ${round}`).toEqual([]);
        for (const refused of made) expect([refused.status, codeOf(refused, 'model_type_id')], `round ${round}`).toEqual([400, 'does_not_exist']);
      } else {
        outcomes.kept += 1;
        expect([removal!.status, codeOf(removal!)], `round ${round}: ${JSON.stringify(removal!.body)}`).toEqual([409, 'model_in_use']);
        expect(made.map((answer) => answer.status), `round ${round}`).toEqual(made.map(() => 201));
      }
      const left = await call(b, 'GET', `/api/admin/devices?search=${encodeURIComponent(`Racer ${round}.`)}&page_size=10`);
      expect(left.body.count, `round ${round}`).toBe(created.length);
    }
    expect(outcomes.deleted + outcomes.kept).toBe(ROUNDS);
    console.log(`model deleted in ${outcomes.deleted} rounds, kept in ${outcomes.kept}`);
  }, 120_000);
});
