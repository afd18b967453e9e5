// Creates that pass their uniqueness pre-check in two processes at once: the database's UNIQUE decides, and every
// loser gets the same coded field error the pre-check gives (http/uniqueKeys.ts), in the person's language; slugs
// the server makes are chosen in turn (db/keyLock.ts), so same-named events all get made, each with its own slug.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import portuguese from '../../../../locales/pt.json';
import { ERROR_CODES, type ErrorCode } from '../../../../src/contract/errorCodes';
import { skipReason } from '../database';
import { call, serversOnOneDatabase, type JsonAnswer, type ServersOnOneDatabase } from './serversOnOneDatabase';

/** How many creates of one value race, half through each process. */
const RACERS = 12;

const codeOf = (answer: JsonAnswer, field: string) => (answer.body.error_codes as Record<string, Array<{ code: string }>> | undefined)?.[field]?.[0]?.code;
const inPortuguese = (code: ErrorCode) => (portuguese as Record<string, string>)[ERROR_CODES[code].id];

describe.skipIf(skipReason !== null)(`unique values created at once through two processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let cluster: ServersOnOneDatabase;
  beforeAll(async () => {
    cluster = await serversOnOneDatabase('unique-races', 2);
  }, 60_000);
  afterAll(() => cluster?.stop());

  /** `racers` creates of `body(i)` at once, alternating between the processes. */
  const race = (path: string, body: (i: number) => unknown, racers = RACERS) =>
    Promise.all(Array.from({ length: racers }, (_, i) => call(cluster.running[i % 2]!, 'POST', path, body(i))));

  function expectOneWinner(answers: JsonAnswer[], field: string, code: ErrorCode) {
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(answers.length - 1).fill(400)]);
    for (const loser of answers.filter((answer) => answer.status === 400)) expect(codeOf(loser, field)).toBe(code);
    // the app words the code in the person's language, as it words the pre-check's
    expect(inPortuguese(code)).toBeTruthy();
  }

  it('one serial: one 201, every other the serial\'s coded error, one device', async () => {
    const answers = await race('/api/admin/devices', (i) => ({ name: `Racer ${i}`, serial_id: 'SN-RACE-1' }));
    expectOneWinner(answers, 'serial_id', 'unique_device_serial');
    expect(inPortuguese('unique_device_serial')).toBe('Já existe um dispositivo com este número de série.');
    const listed = await call(cluster.running[1]!, 'GET', '/api/admin/devices?search=SN-RACE-1');
    expect(listed.body.count).toBe(1);
  });

  it('one category name, in two cases: one 201, the others the name\'s coded error', async () => {
    const answers = await race('/api/admin/device-categories', (i) => ({ name: i % 2 ? 'Racing sensors' : 'RACING SENSORS' }));
    expectOneWinner(answers, 'name', 'unique_category_name');
  });

  // two a process: more would wait for the password hashing queue (429), which rations each process's CPU
  it('one e-mail address, spelled alike: one account, the others the e-mail\'s coded error', async () => {
    const answers = await race('/api/v2/beamian-users', (i) => ({
      email: i % 2 ? 'racer@example.com' : 'Racer@Example.com', name: `Racer ${i}`, password: 'a-long-password-1',
    }), 4);
    expectOneWinner(answers, 'email', 'unique_user_email');
  });

  it('events of one name get a slug each', async () => {
    const answers = await race('/api/events', () => ({ name: 'Same Expo', start_date: '2030-01-01T09:00', end_date: '2030-01-02T18:00' }));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(RACERS).fill(201));
    expect(new Set(answers.map((answer) => answer.body.slug)).size).toBe(RACERS);
  });
});
