import type { LicenseName } from '@casino/sdk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** The licence a host is served under: EE on the hosts of `EE_HOSTS` (with or without the port), else CW. */
export function hostLicence(config: ServerConfig, request: FastifyRequest): LicenseName {
  const hosts = [request.host.toLowerCase(), request.hostname.toLowerCase()];
  return hosts.some((host) => config.eeHosts.includes(host)) ? 'EE' : 'CW';
}
