import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped IPv6 (`::ffff:127.0.0.1`) against the IPv4 subnet. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is a loopback one; anything that is not an IP address (`unknown`, `_hidden`) is not. */
export function isLoopbackAddress(address: string): boolean {
  const version = isIP(address);
  return version !== 0 && LOOPBACK.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

function headerValues(value: string | string[] | undefined): string[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((item) => item.split(','));
}

/** The node of a `Forwarded` `for=` parameter without quotes and port: `"[::1]:80"` → `::1`, `1.2.3.4:80` → `1.2.3.4`. */
function forwardedNode(value: string): string {
  const node = value.trim().replace(/^"|"$/g, '');
  if (node.startsWith('[')) return node.slice(1, node.indexOf(']'));
  return node.split(':').length === 2 ? (node.split(':')[0] ?? node) : node;
}

/** Every client address that a proxy in front says it forwarded for (`X-Forwarded-For`, `X-Real-IP`, `Forwarded`). */
function forwardedFor(request: FastifyRequest): string[] {
  const forwarded = headerValues(request.headers.forwarded).flatMap((element) =>
    element
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.toLowerCase().startsWith('for='))
      .map((pair) => forwardedNode(pair.slice('for='.length))),
  );
  return [
    ...headerValues(request.headers['x-forwarded-for']).map((address) => address.trim()),
    ...headerValues(request.headers['x-real-ip']).map((address) => address.trim()),
    ...forwarded,
  ];
}

/**
 * Whether a request comes from this machine: the socket's peer is a loopback address (never `request.ip`, which
 * `TRUST_PROXY` takes from `X-Forwarded-For`) and no proxy header names a client elsewhere.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress;
  return peer !== undefined && isLoopbackAddress(peer) && forwardedFor(request).every(isLoopbackAddress);
}
