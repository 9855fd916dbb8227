import type { Tournament } from '@casino/sdk/contract';
import type { MouseEvent } from 'react';
import { useResource } from '../provider/useResource';
import { useTournaments } from '../tournaments/useTournaments';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { PromoCard } from './PromoCard';

/** Props of {@link AchievementCard}. */
export interface AchievementCardProps {
  tournament: Tournament;
  href: string;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Internal: a finished tournament the player took part in, with his final place (his tournament status). */
export function AchievementCard({ tournament, href, onLinkClick }: AchievementCardProps) {
  const { t } = useTournamentsT();
  const status = useResource(useTournaments().status.get(tournament.id), 'once');
  const place = status.data?.award_place ?? null;
  return (
    <PromoCard
      title={tournament.title}
      status={tournament.status}
      start_at={tournament.start_at}
      end_at={tournament.end_at}
      prizes={tournament.prizes}
      href={href}
      onLinkClick={onLinkClick}
    >
      {status.status === 'ready' ? (
        <p className="casino-promo-card__place">
          {place === null ? t('tournaments.card.no_place') : t('tournaments.card.your_place', { place })}
        </p>
      ) : null}
    </PromoCard>
  );
}
