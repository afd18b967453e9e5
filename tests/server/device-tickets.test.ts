// Device tickets on their own: this server's, for one e-mail, until they expire or fail too often.
import { describe, expect, it } from 'vitest';
import { LOGIN_DEVICE_MAX_FAILURES, LOGIN_DEVICE_TTL_MS } from '../../src/contract/limits';
import { DeviceTickets } from '../../src/server/http/deviceTickets';

describe('DeviceTickets', () => {
  it('vouches for the e-mail it was issued for, on this server, until it expires', () => {
    let now = 1_000_000;
    const tickets = new DeviceTickets('secret-one', () => now);
    const ticket = tickets.issue('ana@example.com');
    expect(tickets.vouches(ticket, 'ana@example.com')).toBe(true);
    expect(tickets.vouches(ticket, 'rui@example.com')).toBe(false);
    expect(new DeviceTickets('secret-two', () => now).vouches(ticket, 'ana@example.com')).toBe(false);
    const [expires, nonce, mac] = ticket.split('.');
    expect(tickets.vouches(`${Number(expires) + 1}.${nonce}.${mac}`, 'ana@example.com')).toBe(false);
    expect(tickets.vouches(undefined, 'ana@example.com')).toBe(false);
    expect(tickets.vouches('garbage', 'ana@example.com')).toBe(false);
    now += LOGIN_DEVICE_TTL_MS;
    expect(tickets.vouches(ticket, 'ana@example.com')).toBe(false);
  });

  it(`counts for nothing after ${LOGIN_DEVICE_MAX_FAILURES} failures, and each browser's ticket apart`, () => {
    const tickets = new DeviceTickets('secret', () => 5_000);
    const stolen = tickets.issue('ana@example.com');
    const other = tickets.issue('ana@example.com');
    for (let failure = 0; failure < LOGIN_DEVICE_MAX_FAILURES; failure += 1) {
      expect(tickets.vouches(stolen, 'ana@example.com')).toBe(true);
      tickets.recordFailure(stolen);
    }
    expect(tickets.vouches(stolen, 'ana@example.com')).toBe(false);
    expect(tickets.vouches(other, 'ana@example.com')).toBe(true);
  });
});
