import { useCasinoSignal } from '@casino/widgets';
import { GameRow, RecentGames, useGames } from '@casino/widgets/games';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LobbyBanners } from '../banners/LobbyBanners';
import { useSiteT } from '../i18n/useSiteT';
import { categoryPath, LOBBY_ROW_CATEGORIES } from '../routing/gamePaths';
import { useGameLinks } from '../routing/useGameLinks';
import { playerName } from '../shell/playerName';
import { usePageTitle } from '../shell/usePageTitle';
import { usePopupLinkState } from '../shell/usePopupLinkState';
import { SITE_APPEARANCE } from '../theme/siteAppearance';
import { categoryTitle } from './categoryTitle';
import { WhenNearView } from './WhenNearView';

// the jackpot ticker loads after the page has rendered (a prerendered lobby hydrates without it), in a box of its
// height so that nothing moves when it comes
const JackpotTicker = lazy(() =>
  import('@casino/widgets/jackpots').then((module) => ({ default: module.JackpotTicker })),
);

/**
 * The lobby (/): a compact welcome (enter buttons for guests, a greeting and the way to the profile for players), then
 * the jackpot ticker, then the game rows: a player's recently played games first, then one row per lobby category, each with "Show all". A row
 * renders when scrolled near; the first one's previews load before the page's other images.
 */
export function LobbyPage() {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  const links = useGameLinks();
  const games = useGames();
  usePageTitle(t('lobby.pageTitle'));
  const [tickerShown, setTickerShown] = useState(false);
  useEffect(() => setTickerShown(true), []);
  // the tiles name their providers: the list loads with the page, so that the tiles render once, not again when it comes
  useEffect(() => {
    void games.providers.ensure();
  }, [games]);
  return (
    <>
      <section className="lobby" aria-labelledby="lobby-title">
        <h1 id="lobby-title">
          {loginState === 'logged'
            ? t('lobby.welcomeBack', { name: playerName(sessionUser, profile) })
            : t('lobby.title')}
        </h1>
        <p className="lobby__intro">{loginState === 'logged' ? t('lobby.playerIntro') : t('lobby.guestIntro')}</p>
        {/* there while the casino starts too, empty, so that the rows do not move when the buttons come */}
        <div className="lobby__actions">
          {loginState === 'anonymous' ? (
            <>
              <Link to="/sign-up" state={popupState} className="casino-button casino-button--primary">
                {t('lobby.createAccount')}
              </Link>
              <Link to="/sign-in" state={popupState} className="casino-button casino-button--secondary">
                {t('header.signIn')}
              </Link>
            </>
          ) : null}
          {loginState === 'logged' ? (
            <Link to="/profile" className="casino-button casino-button--primary">
              {t('lobby.toProfile')}
            </Link>
          ) : null}
        </div>
        <p className="lobby__responsible">{t('lobby.responsible')}</p>
      </section>
      <LobbyBanners />
      <div className="lobby-jackpot">
        {tickerShown ? (
          <Suspense>
            <JackpotTicker appearance={SITE_APPEARANCE} />
          </Suspense>
        ) : null}
      </div>
      <div className="lobby-rows">
        {loginState === 'logged' ? <RecentGames title={t('lobby.recent')} {...links} /> : null}
        {LOBBY_ROW_CATEGORIES.map((category, index) => (
          <WhenNearView key={category} placeholderClassName="lobby-row-placeholder">
            <GameRow
              category={category}
              title={categoryTitle(t, category)}
              allHref={categoryPath(category)}
              priority={index === 0}
              {...links}
            />
          </WhenNearView>
        ))}
      </div>
    </>
  );
}
