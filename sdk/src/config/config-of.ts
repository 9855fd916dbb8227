import type { Casino } from '../casino';
import {
  FE_CONFIG_DEFAULTS,
  FE_CONFIG_SCHEMAS,
  type FeConfigName,
  type FeConfigValue,
  feConfigPath,
} from '../contract/fe-config';
import { createResource, type Resource } from '../resource/resource';
import { createFeatureFlagOverrides, type FeatureFlagOverrides } from './feature-flags';

/** What the configuration module needs of a casino. */
export type ConfigCasino = Pick<Casino, 'http' | 'events' | 'state' | 'storage'>;

/** The operator's configuration of one casino (GET /api/fe/config/{name}) and this browser's flag overrides. */
export interface CasinoConfig {
  /**
   * The configuration `name` as a resource, made on first use and shared from then on (one request per page visit
   * however many read it): its default until the answer, and still its default when the answer fails. banners-config
   * asks in the casino's locale (`Accept-Language`) and loads again when the locale changes.
   */
  read<Name extends FeConfigName>(name: Name): Resource<FeConfigValue<Name>>;
  /** This browser's feature-flag overrides (the `/ffc` page). */
  readonly overrides: FeatureFlagOverrides;
}

const modules = new WeakMap<ConfigCasino, CasinoConfig>();

/** The configuration of a casino, made on first use and shared from then on. Nothing loads until something reads. */
export function configOf(casino: ConfigCasino): CasinoConfig {
  const known = modules.get(casino);
  if (known) return known;
  const { http, events, state } = casino;
  const resources = new Map<FeConfigName, Resource<unknown>>();
  function make<Name extends FeConfigName>(name: Name): Resource<FeConfigValue<Name>> {
    const localised = name === 'banners-config';
    return createResource<FeConfigValue<Name>>({
      load: () =>
        http.get(feConfigPath(name), FE_CONFIG_SCHEMAS[name], {
          display: true,
          ...(localised ? { headers: { 'accept-language': state.locale.value } } : {}),
        }) as Promise<FeConfigValue<Name>>,
      initial: FE_CONFIG_DEFAULTS[name],
      events,
      reloadOn: localised ? ['locale'] : [],
      clearOnSignOut: false,
    });
  }
  const made: CasinoConfig = {
    read(name) {
      let resource = resources.get(name);
      if (!resource) {
        resource = make(name) as Resource<unknown>;
        resources.set(name, resource);
      }
      return resource as Resource<FeConfigValue<typeof name>>;
    },
    overrides: createFeatureFlagOverrides(casino.storage.local),
  };
  modules.set(casino, made);
  return made;
}
