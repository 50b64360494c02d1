import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (decision 100). The address is an owner's input, so without a rule any owner
 * could make the server call its own network (the database, a cloud's metadata service at
 * 169.254.169.254). Only public unicast addresses are reached, over https — unless the operator allows
 * private networks (WEBHOOKS_ALLOW_PRIVATE_NETWORKS=on, for receivers on their own network and tests).
 * The check is made on the addresses a name resolves to *at connection time* (`guardedLookup`), so a
 * name that resolves to a public address when saved and to 127.0.0.1 when sending is refused too.
 */
export interface AddressPolicy {
  allowPrivateNetworks: boolean;
}

export class WebhookAddressError extends Error {
  constructor(readonly reason: 'invalid' | 'not_allowed', message: string) {
    super(message);
  }
}

/** A public unicast address: not loopback, private, link-local, unique-local, carrier NAT, multicast… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The URL an owner typed, checked for its form: https (or http where private networks are allowed). */
export function parseWebhookUrl(value: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookAddressError('invalid', 'not a URL');
  }
  const schemes = policy.allowPrivateNetworks ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new WebhookAddressError('invalid', `scheme ${url.protocol}`);
  if (url.username || url.password) throw new WebhookAddressError('invalid', 'credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivateNetworks) {
    if (isIP(host) && !isPublicAddress(host)) throw new WebhookAddressError('not_allowed', `address ${host}`);
    if (/^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host)) throw new WebhookAddressError('not_allowed', `host ${host}`);
  }
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http(s) that resolves the name and refuses when any address it gets is not
 * public: the connection goes to an address that was checked, in the same step (no rebinding window).
 */
export function guardedLookup(policy: AddressPolicy) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const refused = policy.allowPrivateNetworks ? undefined : list.find((entry) => !isPublicAddress(entry.address));
      if (refused || list.length === 0) {
        const denied = new WebhookAddressError('not_allowed', `${hostname} resolves to ${refused?.address ?? 'nothing'}`) as Error &
          NodeJS.ErrnoException;
        denied.code = 'EWEBHOOKADDRESS';
        return callback(denied, []);
      }
      if (options.all) return callback(null, list);
      const [first] = list;
      callback(null, first!.address, first!.family);
    });
  };
}

/** Where the host is an address literal, node:net never calls `lookup`: it is checked here instead. */
export function assertLiteralAllowed(url: URL, policy: AddressPolicy): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivateNetworks && isIP(host) && !isPublicAddress(host)) {
    throw new WebhookAddressError('not_allowed', `address ${host}`);
  }
}
