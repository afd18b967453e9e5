// Device tickets on their own: this server's, for one e-mail, until they expire or fail too often (their failures
// are counted by the login limiter, by the ticket's nonce).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_DEVICE_MAX_FAILURES, LOGIN_DEVICE_TTL_MS } from '../../src/contract/limits';
import { openDatabase, type OpenedDatabase } from '../../src/server/db/open';
import { DeviceTickets } from '../../src/server/http/deviceTickets';
import { LoginLimiter } from '../../src/server/http/loginLimiter';

describe('DeviceTickets', () => {
  it('vouches for the e-mail it was issued for, on this server, until it expires', () => {
    let now = 1_000_000;
    const tickets = new DeviceTickets('secret-one', () => now);
    const ticket = tickets.issue('ana@example.com');
    const [expires, nonce, mac] = ticket.split('.');
    expect(tickets.nonceOf(ticket, 'ana@example.com')).toBe(nonce);
    expect(tickets.nonceOf(ticket, 'rui@example.com')).toBeUndefined();
    expect(new DeviceTickets('secret-two', () => now).nonceOf(ticket, 'ana@example.com')).toBeUndefined();
    expect(tickets.nonceOf(`${Number(expires) + 1}.${nonce}.${mac}`, 'ana@example.com')).toBeUndefined();
    expect(tickets.nonceOf(undefined, 'ana@example.com')).toBeUndefined();
    expect(tickets.nonceOf('garbage', 'ana@example.com')).toBeUndefined();
    now += LOGIN_DEVICE_TTL_MS;
    expect(tickets.nonceOf(ticket, 'ana@example.com')).toBeUndefined();
  });

  describe('with the login limiter', () => {
    let opened: OpenedDatabase;
    beforeAll(async () => {
      opened = await openDatabase(':memory:');
    });
    afterAll(() => opened.close());

    it(`counts for nothing after ${LOGIN_DEVICE_MAX_FAILURES} failures, and each browser's ticket apart`, async () => {
      const tickets = new DeviceTickets('secret', () => 5_000);
      const limiter = new LoginLimiter(opened.db, opened.db, {}, undefined, () => 5_000);
      const keysOf = (ticket: string) => ({ email: 'ana@example.com', client: '203.0.113.5', device: tickets.nonceOf(ticket, 'ana@example.com') });
      const stolen = tickets.issue('ana@example.com');
      const other = tickets.issue('ana@example.com');
      for (let failure = 0; failure < LOGIN_DEVICE_MAX_FAILURES; failure += 1) {
        expect((await limiter.read(keysOf(stolen))).deviceTrusted).toBe(true);
        await limiter.recordFailure(keysOf(stolen));
      }
      expect((await limiter.read(keysOf(stolen))).deviceTrusted).toBe(false);
      expect((await limiter.read(keysOf(other))).deviceTrusted).toBe(true);
    });
  });
});
