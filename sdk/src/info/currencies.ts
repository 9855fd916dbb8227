import type { Currency } from '../contract/info';
import { routePath } from '../contract/routes';
import { coreAnswer } from '../core-answer';
import type { CasinoEmitter } from '../events';
import type { HttpClient } from '../http/client';
import { createResource, type Resource } from '../resource/resource';

/**
 * The platform's currencies (GET /api/info/currencies) as a resource: loaded when something first watches
 * `state.currencies` (a widget that shows an amount), not at start, because only a page that shows amounts needs
 * them and their answer is checked against the contract, which a script-tag page then loads. A failure is logged as a
 * `request-error`.
 */
export function createCurrencies(deps: { http: HttpClient; events: CasinoEmitter }): Resource<Currency[]> {
  const { http, events } = deps;
  return createResource({
    load: () =>
      http.get(routePath('currencies'), coreAnswer('CurrencyList')).catch((error: unknown) => {
        events.emit('request-error', { path: routePath('currencies'), error });
        throw error;
      }),
    initial: [],
    events,
    clearOnSignOut: false,
  });
}
