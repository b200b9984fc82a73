import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

// Who may read GET /metrics: a configured address (METRICS_ALLOW, addresses or CIDRs) or whoever
// sends the configured bearer token (METRICS_TOKEN). Neither configured: nobody. The address is
// the request's, which is the socket's unless TRUST_PROXY names the proxy in front (api/app.ts):
// a client cannot put itself on the list with a forged X-Forwarded-For.

export type ScrapeRule = { allows(address: string): boolean; tokenMatches(authorization: string | undefined): boolean };

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is read as `10.0.0.1`. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** The allow list as a BlockList; a malformed entry stops the start rather than being ignored. */
const addressList = (entries: readonly string[]): BlockList => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    if (!type || (bits !== undefined && !/^\d{1,3}$/.test(bits))) throw new Error(`METRICS_ALLOW: "${entry}" is not an address or a CIDR`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

export const scrapeRule = ({ metricsAllow, metricsToken }: { metricsAllow: readonly string[]; metricsToken: string | null }): ScrapeRule => {
  const list = addressList(metricsAllow);
  // Compared as SHA-256 digests: equal lengths for timingSafeEqual, and no early exit on the first differing byte.
  const expected = metricsToken ? digest(metricsToken) : null;
  return {
    allows: (address) => {
      const ip = plain(address);
      const type = isIP(ip);
      return type !== 0 && list.check(ip, type === 6 ? 'ipv6' : 'ipv4');
    },
    tokenMatches: (authorization) => {
      if (!expected || !authorization?.startsWith('Bearer ')) return false;
      return timingSafeEqual(digest(authorization.slice(7).trim()), expected);
    },
  };
};
