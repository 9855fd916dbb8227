import { configOf } from '@casino/sdk/config';
import type { FeConfigName, FeConfigValue } from '@casino/sdk/contract';
import { type ResourceView, useCasino, useResource } from '@casino/widgets';

/**
 * A configuration of the operator (GET /api/fe/config/{name}), loaded once per visit however many components read it:
 * its default until it answers, and when it fails.
 */
export function useSiteConfig<Name extends FeConfigName>(name: Name): ResourceView<FeConfigValue<Name>> {
  return useResource(configOf(useCasino()).read(name), 'once');
}
