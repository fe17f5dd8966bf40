import { BlockList, isIP } from 'node:net';

/** An address as Koa reports it, with an IPv4-mapped IPv6 address read as IPv4. */
export const plainAddress = (ip: string): string => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** Whether the address lies in one of the networks (CIDR); no networks: anywhere is fine. */
export function inNetworks(ip: string, networks: string[]): boolean {
  if (networks.length === 0) return true;
  const address = plainAddress(ip);
  const family = isIP(address);
  if (!family) return false;
  const list = new BlockList();
  for (const network of networks) {
    const [base, bits] = network.split('/');
    const type = base.includes(':') ? 'ipv6' : 'ipv4';
    try {
      list.addSubnet(base, Number(bits), type);
    } catch {
      // A network the schema let through but node cannot read admits nobody.
    }
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
