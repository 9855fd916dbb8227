import { useParams } from 'react-router';
import { wheelPageProduct } from '../loyalty/wheelPagePath';
import { vipPageOf } from '../vip/vipPagePath';
import { SITE_PAGES } from './sitePages';

/**
 * A path of one segment that no other route takes: `/{product}-wheel` loads the wheel page, `/{product}-vipclub` and
 * `/{product}-adventure` the VIP pages; anything else is a static CMS page when one has that path (the legal pages,
 * about, FAQ…), else a mystic jackpot's page when the jackpot list names it, else the not-found page.
 */
export function SingleSegmentPage() {
  const { page } = useParams();
  if (wheelPageProduct(page) !== null) return <SITE_PAGES.ProductWheelPage />;
  if (vipPageOf(page) !== null) return <SITE_PAGES.VipPage />;
  return <SITE_PAGES.ContentPage />;
}
