/** What a studio makes. */
export type GameKind = 'slot' | 'live' | 'table';

/** A game studio of the generated catalogue. */
export interface CatalogueProvider {
  /** Slug: the first part of a game identifier and of `/producers/{id}`. */
  id: string;
  title: string;
  /** Relative share of the catalogue's games. */
  weight: number;
  /** Share of its games by kind (weights). */
  kinds: Readonly<Partial<Record<GameKind, number>>>;
  /** Whether its games accept crypto currencies. */
  crypto: boolean;
}

/**
 * The studios: the ones the player-field contexts name (`PROVIDER_CONTEXTS`: authentic, evolution, netent, playngo)
 * and Pragmatic Play (its Drop & Wins categories), then fictional studios with plausible names.
 */
export const CATALOGUE_PROVIDERS: readonly CatalogueProvider[] = [
  { id: 'pragmaticplay', title: 'Pragmatic Play', weight: 14, kinds: { slot: 8, live: 1, table: 1 }, crypto: true },
  { id: 'evolution', title: 'Evolution', weight: 8, kinds: { live: 8, table: 2 }, crypto: true },
  { id: 'netent', title: 'NetEnt', weight: 8, kinds: { slot: 9, table: 1 }, crypto: false },
  { id: 'playngo', title: "Play'n GO", weight: 8, kinds: { slot: 9, table: 1 }, crypto: true },
  { id: 'authentic', title: 'Authentic Gaming', weight: 3, kinds: { live: 1 }, crypto: false },
  { id: 'northlight', title: 'Northlight Studios', weight: 5, kinds: { slot: 1 }, crypto: true },
  { id: 'bluefjord', title: 'Blue Fjord Gaming', weight: 4, kinds: { slot: 9, table: 1 }, crypto: true },
  { id: 'copperfox', title: 'Copper Fox', weight: 4, kinds: { slot: 1 }, crypto: false },
  { id: 'redtiger-works', title: 'Red Tiger Works', weight: 5, kinds: { slot: 1 }, crypto: true },
  { id: 'quickreel', title: 'Quickreel', weight: 3, kinds: { slot: 1 }, crypto: true },
  { id: 'lunar-forge', title: 'Lunar Forge', weight: 3, kinds: { slot: 1 }, crypto: true },
  { id: 'velvet-ace', title: 'Velvet Ace', weight: 2, kinds: { table: 3, live: 2 }, crypto: false },
  { id: 'goldcrest', title: 'Goldcrest Games', weight: 4, kinds: { slot: 1 }, crypto: true },
  { id: 'thunderkick-labs', title: 'Thunderkick Labs', weight: 3, kinds: { slot: 1 }, crypto: false },
  { id: 'spinwright', title: 'Spinwright', weight: 3, kinds: { slot: 1 }, crypto: true },
  { id: 'hacksaw-hill', title: 'Hacksaw Hill', weight: 4, kinds: { slot: 1 }, crypto: true },
  { id: 'pixel-pharaoh', title: 'Pixel Pharaoh', weight: 2, kinds: { slot: 1 }, crypto: true },
  { id: 'stormglass', title: 'Stormglass Interactive', weight: 3, kinds: { slot: 1 }, crypto: false },
  { id: 'silverback', title: 'Silverback Gaming', weight: 3, kinds: { slot: 1 }, crypto: true },
  { id: 'kraken-reels', title: 'Kraken Reels', weight: 2, kinds: { slot: 1 }, crypto: true },
  { id: 'elk-valley', title: 'Elk Valley Studios', weight: 3, kinds: { slot: 1 }, crypto: false },
  { id: 'big-time-reels', title: 'Big Time Reels', weight: 3, kinds: { slot: 1 }, crypto: true },
  { id: 'nolimit-works', title: 'Nolimit Works', weight: 3, kinds: { slot: 1 }, crypto: true },
  { id: 'crimson-deck', title: 'Crimson Deck', weight: 2, kinds: { table: 2, live: 1 }, crypto: true },
  { id: 'aurora-live', title: 'Aurora Live', weight: 3, kinds: { live: 1 }, crypto: true },
  { id: 'tidal-spin', title: 'Tidal Spin', weight: 2, kinds: { slot: 1 }, crypto: false },
  { id: 'jadepeak', title: 'Jade Peak Gaming', weight: 2, kinds: { slot: 1 }, crypto: true },
  { id: 'wildcard-forge', title: 'Wildcard Forge', weight: 2, kinds: { slot: 4, table: 1 }, crypto: true },
  { id: 'bellhop', title: 'Bellhop Gaming', weight: 2, kinds: { slot: 1 }, crypto: false },
  { id: 'saffron', title: 'Saffron Studios', weight: 2, kinds: { slot: 1 }, crypto: true },
];
