import { PrizeWheel } from '@casino/widgets/loyalty';
import { useSiteT } from '../i18n/useSiteT';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';

/** Props of {@link WheelPage}. */
export interface WheelPageProps {
  /** The page's heading and title. */
  title: string;
}

/** A page of the prize wheel (`/{product}-wheel`, `/rocket-chance`): the wheel, its links followed in the site. */
export function WheelPage({ title }: WheelPageProps) {
  const { t } = useSiteT();
  usePageTitle(title);
  const onNavigate = useSiteNavigate();
  return (
    <div className="page wheel-page">
      <h1>{title}</h1>
      <p>{t('wheel.intro')}</p>
      <PrizeWheel
        appearance={SITE_APPEARANCE}
        rocketMartHref="/rocket-mart"
        giftsHref="/profile/gifts"
        onNavigate={onNavigate}
      />
    </div>
  );
}
