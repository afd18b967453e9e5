// Who is asking, for the per-client login limits: the peer's address, or with TRUST_PROXY the address the reverse
// proxy in front of the server reports (the last X-Forwarded-For entry, the one that proxy added). IPv6 clients
// are grouped by their /64, the block one subscriber usually holds.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';

/** The address as a rate-limit key: IPv4 as is (also when mapped into IPv6), IPv6 by its first four groups. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** The client of this request as a rate-limit key. */
export function clientOf(context: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.req.header('X-Forwarded-For')?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
    if (forwarded && isIP(forwarded)) return clientKey(forwarded);
  }
  let address: string | undefined;
  try {
    address = getConnInfo(context).remote.address;
  } catch {
    address = undefined; // not over a socket (app.request in a test)
  }
  return clientKey(address);
}
