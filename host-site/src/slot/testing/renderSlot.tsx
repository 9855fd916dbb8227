import { FIXTURE_CURRENCIES, FIXTURE_ORIGIN, fixtureProject, type RouteResolvers } from '@casino/sdk/testing';
import { render, screen } from '@testing-library/react';
import type { FunStorage } from '../funBalance';
import { SlotApp, type SlotBridgeClient } from '../SlotApp';
import { readSlotQuery } from '../slotQuery';
import { englishSlotT } from './englishSlotT';
import { OCEAN_SLOT } from './slotFixtures';
import { slotPlatform } from './slotPlatform';

/** The partner origin the slot page's project allows as a parent. */
export const PARTNER = 'https://partner.example';

/** The page's session storage, in memory, with its items visible to the test. */
export type MemoryStorage = FunStorage & { items: Map<string, string> };

/** A {@link MemoryStorage} holding `initial`. */
export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/**
 * Renders the Pearl Reef slot page for `search` against a fake platform (the game, the project and the currencies,
 * plus `routes`) with `storage` (in memory by default); the bridge records the parents it connects to and what it is asked to post.
 */
export async function renderSlot<S extends FunStorage | null = MemoryStorage>(
  search: string,
  routes: RouteResolvers,
  storage: S = memoryStorage() as FunStorage as S,
) {
  const platform = slotPlatform({
    slotGame: () => ({ status: 200, body: OCEAN_SLOT }),
    project: () => ({ status: 200, body: { ...fixtureProject('CW'), embed_origins: [PARTNER] } }),
    currencies: () => ({ status: 200, body: FIXTURE_CURRENCIES }),
    ...routes,
  });
  const posted: { type: string; payload: unknown }[] = [];
  const bridges: string[] = [];
  const connectBridge = (parent: string): SlotBridgeClient => {
    bridges.push(parent);
    return { send: (type, payload) => void posted.push({ type, payload }), destroy: () => undefined };
  };
  const view = render(
    <SlotApp
      query={readSlotQuery('/slot/deepsea/pearl-reef', search)}
      calls={platform.calls}
      origin={FIXTURE_ORIGIN}
      t={await englishSlotT()}
      connectBridge={connectBridge}
      storage={storage}
      spinMs={0}
    />,
  );
  await screen.findByRole('heading', { name: 'Pearl Reef' });
  return { ...view, ...platform, posted, bridges, storage };
}
