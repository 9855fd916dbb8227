import { LootBoxes } from '@casino/widgets/loyalty';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';

/** /profile/lootboxes: the player's loot boxes, opened here; their prizes go to the gifts. */
export function LootBoxesPage() {
  const { t } = useSiteT();
  usePageTitle(t('nav.lootboxes'));
  const onNavigate = useSiteNavigate();
  return (
    <LootBoxes
      appearance={SITE_APPEARANCE}
      rocketMartHref="/rocket-mart"
      giftsHref="/profile/gifts"
      onNavigate={onNavigate}
    />
  );
}
