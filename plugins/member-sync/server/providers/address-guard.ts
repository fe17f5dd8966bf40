import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { DirectoryError } from './directory-adapter.ts';

/** Loopback, private, link-local and other non-public ranges a directory must not point into. */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

/** True for an address inside the deployment's own network (IPv4-mapped IPv6 included). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  return internal.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Refuses a directory address that resolves into the server's own network, so a channel admin
 * cannot make the server call its internal services (SSRF). Production only: development and
 * tests use local fakes. A name that changes its answer between this check and the request is
 * not caught here.
 */
export async function assertPublicDirectory(baseUrl: string): Promise<void> {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    throw new DirectoryError('unreachable', `${host} does not resolve`);
  }
  if (addresses.some(isInternalAddress))
    throw new DirectoryError('address_not_allowed', `${host} resolves into the internal network`);
}
