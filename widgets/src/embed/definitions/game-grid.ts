import * as z from 'zod/mini';
import { GameGrid, type GameGridProps } from '../../GameGrid/GameGrid';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/**
 * Props of the embedded game grid: the grid's props without the link and paging callbacks, so that every game link
 * is an ordinary link to the game's page at the casino.
 */
export type EmbeddedGameGridProps = Omit<GameGridProps, 'gameHref' | 'onNavigate' | 'pageHref' | 'onRandomGame'>;

const identifier = z.string().check(z.minLength(1), z.maxLength(100));
const pageSize = z.pipe(
  z.union([z.int(), z.string().check(z.regex(/^\d{1,3}$/))]),
  z.transform((value) => Number(value)),
);

/** The game grid: `category`, `provider`, `title` and `page-size` attributes; no events, its links lead to the casino. */
export const gameGridWidget: WidgetDefinition<EmbeddedGameGridProps> = {
  name: 'game-grid',
  component: GameGrid,
  events: {},
  attributes: {
    category: schemaParser(identifier),
    provider: schemaParser(identifier),
    title: schemaParser(z.string().check(z.maxLength(200))),
    pageSize: schemaParser(z.pipe(pageSize, z.int().check(z.gte(1), z.lte(100)))),
  },
};
