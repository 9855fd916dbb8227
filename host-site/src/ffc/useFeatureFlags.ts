import { configOf } from '@casino/sdk/config';
import type { PromotionPagesConfig } from '@casino/sdk/contract';
import { loyaltyOf } from '@casino/sdk/loyalty';
import { BETTING_CHECK_FLAG, featureFlagValue, isTester, pageFlag } from '@casino/sdk/rules';
import { useCasino, useResource } from '@casino/widgets';
import { usePlayerGroups } from '../loyalty/usePlayerGroups';
import { useFlagOverrides } from '../site-config/useFlagOverrides';
import { useSiteConfig } from '../site-config/useSiteConfig';

/** The promotion pages of manage-promotion-pages, each a flag `promotion-pages.{page}`. */
export const PROMOTION_PAGE_FLAGS: readonly (keyof PromotionPagesConfig)[] = [
  'rocket_mart',
  'rocket_chance',
  'lotteries',
  'mystic_jackpots',
  'vip_adventure',
];

/** The `/ffc` flag of a promotion page. */
export const promotionPageFlag = (page: keyof PromotionPagesConfig) => `promotion-pages.${page}`;

/** The survey widget's flag. */
export const SURVEY_FLAG = 'survey-config.is_enable_widget';

/** A feature flag as the `/ffc` page shows it. */
export interface FeatureFlag {
  /** Its id (`promotion-pages.rocket_mart`), the key of its override. */
  id: string;
  /** Where it comes from: the configuration name. */
  source: 'manage-promotion-pages' | 'pages-config' | 'betting-config' | 'survey-config';
  /** Its name in that configuration (`rocket_mart`, a page slug, `betting_check`). */
  name: string;
  /** The server's value. */
  server: boolean;
  /** This browser's override, if any. */
  override: boolean | undefined;
  /** What this visitor gets. */
  value: boolean;
}

/** Every feature flag the site reads, with its server value, this browser's override and this visitor's value. */
export function useFeatureFlags(): { flags: FeatureFlag[]; tester: boolean; loading: boolean } {
  const casino = useCasino();
  const groups = usePlayerGroups();
  const overrides = useFlagOverrides();
  const promotions = useResource(loyaltyOf(casino).rocketMart.pages, 'once');
  const pages = useSiteConfig('pages-config');
  const betting = useSiteConfig('betting-config');
  const survey = useSiteConfig('survey-config');
  const flag = (
    source: FeatureFlag['source'],
    name: string,
    id: string,
    server: boolean,
    testersSeeAll: boolean,
  ): FeatureFlag => ({
    id,
    source,
    name,
    server,
    override: overrides[id],
    value: featureFlagValue(server, overrides[id], groups, testersSeeAll),
  });
  const flags = [
    ...PROMOTION_PAGE_FLAGS.map((page) =>
      flag('manage-promotion-pages', page, promotionPageFlag(page), promotions.data?.[page]?.enabled ?? false, true),
    ),
    ...Object.entries(pages.data).map(([slug, on]) => flag('pages-config', slug, pageFlag(slug), on, true)),
    flag('betting-config', 'betting_check', BETTING_CHECK_FLAG, betting.data.betting_check, false),
    flag('survey-config', 'is_enable_widget', SURVEY_FLAG, survey.data.is_enable_widget, false),
  ];
  const loading = [promotions.status, pages.status, betting.status, survey.status].some(
    (status) => status === 'idle' || status === 'loading',
  );
  return { flags, tester: isTester(groups), loading };
}

/** Sets or removes (null) this browser's override of a flag. */
export function useSetFlagOverride(): (flag: string, value: boolean | null) => void {
  const { overrides } = configOf(useCasino());
  return overrides.set;
}
