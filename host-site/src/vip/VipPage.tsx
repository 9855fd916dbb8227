import { useParams } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AdventurePage } from './AdventurePage';
import { VipClubPage } from './VipClubPage';
import { vipPageOf } from './vipPagePath';

/** `/{product}-vipclub` and `/{product}-adventure` (loyalty.md §2); any other one-segment path is the not-found page. */
export function VipPage() {
  const vip = vipPageOf(useParams().page);
  if (vip === null) return <NotFoundPage />;
  return vip.page === 'vipclub' ? <VipClubPage /> : <AdventurePage />;
}
