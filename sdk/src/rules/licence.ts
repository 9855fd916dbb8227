import type { LicenseName, Project } from '../contract/info';

/** Licence when nothing else decides: `'CW'`. */
export const DEFAULT_LICENCE: LicenseName = 'CW';

/** What decides the licence. */
export interface LicenceInput {
  /** The signed-in player's `license_name`; wins when present. */
  userLicence?: LicenseName | null;
  /** Hostname the casino is served on, e.g. `casino.example.ee`. */
  host?: string;
  /** The project info: `license` (from geolocation) counts only on hosts listed in `license_hosts`. */
  project?: Pick<Project, 'license' | 'license_hosts'> | null;
}

/** Resolves the licence (core.md §1): the player's licence, else the project's geolocated licence on the EE hosts only, else CW. */
export function resolveLicence(input: LicenceInput): LicenseName {
  if (input.userLicence) return input.userLicence;
  const host = input.host?.toLowerCase();
  if (host && input.project?.license_hosts.some((listed) => listed.toLowerCase() === host))
    return input.project.license;
  return DEFAULT_LICENCE;
}
