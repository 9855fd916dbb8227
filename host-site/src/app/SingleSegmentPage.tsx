import { useParams } from 'react-router';
import { wheelPageProduct } from '../loyalty/wheelPagePath';
import { SITE_PAGES } from './sitePages';

/**
 * A path of one segment that no other route takes: `/{product}-wheel` loads the wheel page, anything else is the
 * not-found page at once (without loading the wheel's code).
 */
export function SingleSegmentPage() {
  const { page } = useParams();
  return wheelPageProduct(page) === null ? <SITE_PAGES.NotFoundPage /> : <SITE_PAGES.ProductWheelPage />;
}
