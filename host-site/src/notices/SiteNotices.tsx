import { Toasts } from '@casino/widgets/bonuses';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { useSiteNotices } from './useSiteNotices';

/** Props of {@link SiteNotices}. */
export interface SiteNoticesProps {
  /** Whether the cashbox popup is open (it shows payment outcomes itself). Defaults to `false`. */
  cashboxOpen?: boolean;
}

/** The site's toast area: the Toasts widget, fed with the site's notices (payments, limits, bonuses). */
export function SiteNotices({ cashboxOpen = false }: SiteNoticesProps) {
  useSiteNotices({ cashboxOpen });
  const onNavigate = useSiteNavigate();
  return (
    <div className="site-toasts">
      <Toasts appearance={SITE_APPEARANCE} onNavigate={onNavigate} />
    </div>
  );
}
