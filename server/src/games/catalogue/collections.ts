import type { VolatilityRating } from '@casino/sdk/contract';

/** What decides whether a game belongs to a collection. */
export interface CollectionCandidate {
  /** The title's normalised words (`titleWords`). */
  words: readonly string[];
  ways: number;
  volatility: VolatilityRating;
}

/** A curated collection: its id, title and membership rule. Games are ordered by popularity inside it. */
export interface CollectionRule {
  id: string;
  title: string;
  includes(game: CollectionCandidate): boolean;
}

const hasWord =
  (...words: string[]) =>
  (game: CollectionCandidate) =>
    game.words.some((word) => words.includes(word));

/** The catalogue's collections. */
export const COLLECTION_RULES: readonly CollectionRule[] = [
  {
    id: 'fruit-classics',
    title: 'Fruit classics',
    includes: hasWord('fruits', 'fruity', 'cherries', 'candy', 'sugar'),
  },
  {
    id: 'egyptian-tales',
    title: 'Egyptian tales',
    includes: hasWord('pharaoh', 'pyramids', 'scarab', 'egypt', 'nile', 'sphinx'),
  },
  { id: 'norse-legends', title: 'Norse legends', includes: hasWord('vikings', 'valhalla', 'asgard', 'north') },
  { id: 'under-the-sea', title: 'Under the sea', includes: hasWord('bass', 'koi', 'mermaid', 'deep', 'atlantis') },
  { id: 'fiesta-time', title: 'Fiesta time', includes: hasWord('pinata', 'fiesta', 'mariachi', 'senor') },
  { id: 'megaways-picks', title: 'Megaways picks', includes: (game) => game.ways === 117_649 },
  {
    id: 'hold-and-win',
    title: 'Hold and win',
    includes: (game) => game.words.join(' ').includes('hold and win'),
  },
  { id: 'high-rollers', title: 'For high rollers', includes: (game) => game.volatility === 'very-high' },
];
