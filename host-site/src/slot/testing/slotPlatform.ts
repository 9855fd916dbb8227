import { createCasino, type HttpClient } from '@casino/sdk';
import { createSlotCalls, type SlotCalls } from '@casino/sdk/slot';
import { createFixturePlatform, FIXTURE_ORIGIN, type FixtureRequest, type RouteResolvers } from '@casino/sdk/testing';

/**
 * The slot page's calls on the fake platform of `@casino/sdk/testing`, with `routes` answered as given: the boundary
 * of the slot page, so the page's own code, the SDK's client and the contract checks all run. `requests` records
 * every call by route name.
 */
export function slotPlatform(routes: RouteResolvers): {
  http: HttpClient;
  calls: SlotCalls;
  requests: FixtureRequest[];
} {
  const platform = createFixturePlatform({ routes });
  const casino = createCasino({
    baseUrl: FIXTURE_ORIGIN,
    fetch: platform.fetch,
    retries: 1,
    retryDelay: () => 0,
    realtime: false,
    storage: {},
  });
  return { http: casino.http, calls: createSlotCalls(casino.http), requests: platform.requests };
}
