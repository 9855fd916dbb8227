import type { PromotionPagesConfig } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';

/** GET /api/fe/config/manage-promotion-pages: each page's switch (`promotion_pages`); a page without a row is off. */
export async function loadPromotionPages(db: Queryable): Promise<PromotionPagesConfig> {
  const rows = await db.query<{ page: string; enabled: boolean }>('select page, enabled from promotion_pages');
  const enabled = (page: keyof PromotionPagesConfig) => ({
    enabled: rows.some((row) => row.page === page && row.enabled),
  });
  return {
    rocket_mart: enabled('rocket_mart'),
    rocket_chance: enabled('rocket_chance'),
    lotteries: enabled('lotteries'),
    mystic_jackpots: enabled('mystic_jackpots'),
    vip_adventure: enabled('vip_adventure'),
  };
}
