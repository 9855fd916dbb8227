import type { Resource, ResourceStatus } from '@casino/sdk';
import type { Appearance, Lottery, Tournament } from '@casino/sdk/contract';
import { type MouseEvent, type ReactElement, useId, useState } from 'react';
import { isPlainLeftClick } from '../games/useGameLinks';
import { PROMO_TIMER_CSS } from '../PromoTimer/promoTimerCss';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { TournamentsShell } from '../tournaments/TournamentsShell';
import { useTournaments } from '../tournaments/useTournaments';
import { useTournamentsT } from '../tournaments/useTournamentsT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Tabs } from '../ui/Tabs';
import { AchievementCard } from './AchievementCard';
import { achievementsOf, isOnBoardTab, TOURNAMENT_BOARD_TABS, type TournamentBoardTab } from './boardTabs';
import { PromoCard } from './PromoCard';

/** Props of {@link TournamentBoard}. All optional. */
export interface TournamentBoardProps {
  /** The tab shown, when the host keeps it (controlled). Defaults to the widget's own, starting at `defaultTab`. */
  tab?: TournamentBoardTab;
  /** The first tab when the widget keeps its own. Defaults to `'all'`. */
  defaultTab?: TournamentBoardTab;
  /** Called when the player picks a tab. */
  onTabChange?: (tab: TournamentBoardTab) => void;
  /** Whether the lotteries tab shows (the host's lotteries page is on). Defaults to `true`. */
  lotteries?: boolean;
  /** Address of a tournament's page; `{slug}` is replaced by its identifier. Defaults to `${casino.baseUrl}/tournaments/{slug}`. */
  tournamentHref?: string;
  /** Address of a lottery's page; `{slug}` is replaced by its identifier. Defaults to `${casino.baseUrl}/lottery/{slug}`. */
  lotteryHref?: string;
  /** Called instead of following a link on a plain left click, for single-page hosts. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The tournament board (loyalty.md §2): tabs all / producers / lotteries / actions / live / achievements
 * (docs/tournaments.md says what each lists), a card per tournament or lottery with its status, dates, prizes and a
 * link to its page; the achievements tab lists the player's finished tournaments with his place.
 */
export function TournamentBoard({ appearance, ...props }: TournamentBoardProps) {
  return (
    <TournamentsShell widget="tournament-board" appearance={appearance}>
      <style>{PROMO_TIMER_CSS}</style>
      <TournamentBoardContent {...props} />
    </TournamentsShell>
  );
}

const hrefOf = (template: string, slug: string) => template.replace('{slug}', encodeURIComponent(slug));

function TournamentBoardContent({
  tab,
  defaultTab = 'all',
  onTabChange,
  lotteries: lotteriesShown = true,
  tournamentHref,
  lotteryHref,
  onNavigate,
}: Omit<TournamentBoardProps, 'appearance'>) {
  const { t } = useTournamentsT();
  const tournaments = useTournaments();
  const { baseUrl } = useCasino().options;
  const logged = useCasinoSignal((state) => state.loginState.value === 'logged');
  const tabs = TOURNAMENT_BOARD_TABS.filter((name) => name !== 'lotteries' || lotteriesShown);
  const [ownTab, setOwnTab] = useState<TournamentBoardTab>(defaultTab);
  const requested = tab ?? ownTab;
  const shown = tabs.includes(requested) ? requested : 'all';
  const headingId = useId();
  const links = {
    tournament: tournamentHref ?? `${baseUrl}/tournaments/{slug}`,
    lottery: lotteryHref ?? `${baseUrl}/lottery/{slug}`,
  };

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(event.currentTarget.getAttribute('href') ?? event.currentTarget.href);
  };
  const choose = (next: TournamentBoardTab) => {
    setOwnTab(next);
    onTabChange?.(next);
  };

  return (
    <section aria-labelledby={headingId} className="casino-stack casino-tournaments">
      <h2 id={headingId}>{t('tournaments.board.title')}</h2>
      <Tabs
        tabs={tabs}
        shown={shown}
        onChoose={choose}
        label={t('tournaments.board.tabs')}
        title={(name) => t(`tournaments.board.tab.${name}`)}
      >
        {shown === 'lotteries' ? (
          <LotteryCards href={links.lottery} onLinkClick={onLinkClick} />
        ) : shown === 'achievements' ? (
          logged ? (
            <AchievementCards href={links.tournament} onLinkClick={onLinkClick} />
          ) : (
            <p>{t('tournaments.board.achievements_guest')}</p>
          )
        ) : (
          <TournamentCards
            tournaments={tournaments.all}
            filter={(tournament) => isOnBoardTab(tournament, shown)}
            href={links.tournament}
            onLinkClick={onLinkClick}
          />
        )}
      </Tabs>
    </section>
  );
}

interface CardsProps {
  href: string;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The loading, failed and empty states of a tab, or its cards. */
function CardList<T>({
  items,
  status,
  reload,
  children,
}: {
  items: readonly T[];
  status: ResourceStatus;
  reload: () => Promise<unknown>;
  children: (item: T) => { key: number; card: ReactElement };
}) {
  const { t } = useTournamentsT();
  if (status === 'error' && items.length === 0) {
    return (
      <div className="casino-stack">
        <Alert>{t('tournaments.load_failed')}</Alert>
        <Button variant="secondary" onClick={() => void reload()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if ((status === 'idle' || status === 'loading') && items.length === 0) {
    return <p role="status">{t('tournaments.loading')}</p>;
  }
  if (items.length === 0) return <p>{t('tournaments.board.empty')}</p>;
  return (
    <ul className="casino-promo-cards">
      {items.map((item) => {
        const { key, card } = children(item);
        return <li key={key}>{card}</li>;
      })}
    </ul>
  );
}

function TournamentCards({
  tournaments,
  filter,
  href,
  onLinkClick,
}: CardsProps & {
  tournaments: Resource<readonly Tournament[]>;
  filter: (tournament: Tournament) => boolean;
}) {
  const list = useResource(tournaments, 'once');
  const items = list.data.filter(filter);
  return (
    <CardList items={items} status={list.status} reload={list.reload}>
      {(tournament) => ({
        key: tournament.id,
        card: (
          <PromoCard
            title={tournament.title}
            status={tournament.status}
            start_at={tournament.start_at}
            end_at={tournament.end_at}
            prizes={tournament.prizes}
            pool={{ cents: tournament.money_prize_pool_cents, currency: tournament.currency }}
            href={hrefOf(href, tournament.frontend_identifier)}
            onLinkClick={onLinkClick}
          />
        ),
      })}
    </CardList>
  );
}

function AchievementCards({ href, onLinkClick }: CardsProps) {
  const tournaments = useTournaments();
  const recent = useResource(tournaments.recent, 'once');
  const player = useResource(tournaments.player, 'once');
  const items = achievementsOf(recent.data, player.data);
  const loads = [recent.status, player.status];
  const status: ResourceStatus = loads.includes('error')
    ? 'error'
    : loads.every((load) => load === 'ready')
      ? 'ready'
      : 'loading';
  return (
    <CardList items={items} status={status} reload={() => Promise.all([recent.reload(), player.reload()])}>
      {(tournament) => ({
        key: tournament.id,
        card: (
          <AchievementCard
            tournament={tournament}
            href={hrefOf(href, tournament.frontend_identifier)}
            onLinkClick={onLinkClick}
          />
        ),
      })}
    </CardList>
  );
}

function LotteryCards({ href, onLinkClick }: CardsProps) {
  const { t } = useTournamentsT();
  const list = useResource(useTournaments().lotteries.list, 'once');
  return (
    <CardList items={list.data} status={list.status} reload={list.reload}>
      {(lottery: Lottery) => ({
        key: lottery.id,
        card: (
          <PromoCard
            title={lottery.title}
            status={lottery.status}
            start_at={lottery.start_at}
            end_at={lottery.end_at}
            prizes={lottery.prizes}
            end="draw"
            href={hrefOf(href, lottery.frontend_identifier)}
            onLinkClick={onLinkClick}
          >
            <p>{t('tournaments.card.tickets', { count: lottery.lottery_tickets_count })}</p>
          </PromoCard>
        ),
      })}
    </CardList>
  );
}
