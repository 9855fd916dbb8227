import { JackpotLeaderboard, JackpotSlider } from '@casino/widgets/jackpots';
import { useParams } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageStatus } from '../shell/PageStatus';
import { usePageTitle } from '../shell/usePageTitle';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { useMysticJackpots } from './useMysticJackpots';

/**
 * `/{identifier}` of an active mystic jackpot (loyalty.md §2): its levels as slides and its winners. A one-segment
 * path no other route takes comes here; it is a jackpot's page only when the jackpot list names it, so a jackpot can
 * never shadow another page, and any other segment is the not-found page once the list has answered.
 */
export function JackpotPage() {
  const identifier = useParams().page ?? '';
  const { jackpots, status } = useMysticJackpots();
  const jackpot = jackpots.find((candidate) => candidate.identifier === identifier);
  usePageTitle(jackpot?.name ?? '');
  if (!jackpot) return status === 'ready' || status === 'error' ? <NotFoundPage /> : <PageStatus />;
  return (
    <div className="page jackpot-page">
      <h1>{jackpot.name}</h1>
      <JackpotSlider jackpot={jackpot.identifier} appearance={SITE_APPEARANCE} />
      <JackpotLeaderboard jackpot={jackpot.identifier} appearance={SITE_APPEARANCE} />
    </div>
  );
}
