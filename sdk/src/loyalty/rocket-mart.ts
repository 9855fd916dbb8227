import { CmsPageText } from '../contract/cms-page-text';
import { PromotionPagesConfig, type RateCard, RateCardList, type RateType } from '../contract/rocket-mart';
import { routePath } from '../contract/routes';
import { createResource, type Resource } from '../resource/resource';
import { createResourceFamily, type ResourceFamily } from '../resource/resource-family';
import type { CompPointsModule, LoyaltyCasino } from './comp-points';
import { createExchangeFlow, type ExchangeFlow } from './exchange-flow';

/** The CMS page of the Rocket Mart's read-more text (loyalty.md §2). */
export const ROCKET_MART_CMS_SLUG = 'rocket-mart';

/** The comp point shop (loyalty.md §2–§5): its cards, its pages switch, its read-more text and exchanges. */
export interface RocketMartModule {
  /** The cards of each reward type (GET /api/comp_points/rates/{type}), in shop order; the same for every visitor. */
  readonly rates: ResourceFamily<RateType, readonly RateCard[]>;
  /** Which promotion pages are on (GET /api/fe/config/manage-promotion-pages); `null` until loaded. */
  readonly pages: Resource<PromotionPagesConfig | null>;
  /** The read-more page (GET /api/cms/pages/rocket-mart?l=) in the casino's locale; reloads when the locale changes. */
  readonly readMore: Resource<CmsPageText | null>;
  /** A new exchange flow, for one widget's exchange buttons and result modal. */
  exchangeFlow(): ExchangeFlow;
}

/** Creates the Rocket Mart of a casino; nothing loads until a widget asks. */
export function createRocketMart(casino: LoyaltyCasino, compPoints: CompPointsModule): RocketMartModule {
  const { http, events, state } = casino;
  const rates = createResourceFamily<RateType, readonly RateCard[]>({
    load: (type) => http.get(routePath('compPointRates', { type }), RateCardList),
    keyOf: (type) => type,
    initial: [],
    events,
    clearOnSignOut: false,
  });
  const pages = createResource<PromotionPagesConfig | null>({
    load: () => http.get(routePath('promotionPages'), PromotionPagesConfig, { display: true }),
    initial: null,
    events,
    clearOnSignOut: false,
  });
  const readMore = createResource<CmsPageText | null>({
    load: () =>
      http.get(routePath('cmsPage', { slug: ROCKET_MART_CMS_SLUG }), CmsPageText, {
        query: { l: state.locale.value },
        display: true,
      }),
    initial: null,
    events,
    reloadOn: ['locale'],
    clearOnSignOut: false,
  });
  return {
    rates,
    pages,
    readMore,
    exchangeFlow: () =>
      createExchangeFlow(casino, {
        compPoints,
        onExchanged: (result) => {
          if (result.issued.some((issue) => issue.kind === 'cash')) void casino.wallet.reload();
        },
      }),
  };
}
