import { useCasinoSignal } from '@casino/widgets';
import { GameRow, RecentGames } from '@casino/widgets/games';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { categoryPath, LOBBY_ROW_CATEGORIES } from '../routing/gamePaths';
import { useGameLinks } from '../routing/useGameLinks';
import { playerName } from '../shell/playerName';
import { usePageTitle } from '../shell/usePageTitle';
import { usePopupLinkState } from '../shell/usePopupLinkState';
import { categoryTitle } from './categoryTitle';

/**
 * The lobby (/): a compact welcome (enter buttons for guests, a greeting and the way to the profile for players), then
 * the game rows: a player's recently played games first, then one row per lobby category, each with "Show all".
 */
export function LobbyPage() {
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const sessionUser = useCasinoSignal((state) => state.sessionUser.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const { t } = useSiteT();
  const popupState = usePopupLinkState();
  const links = useGameLinks();
  usePageTitle(t('lobby.pageTitle'));
  return (
    <>
      <section className="lobby" aria-labelledby="lobby-title">
        <h1 id="lobby-title">
          {loginState === 'logged'
            ? t('lobby.welcomeBack', { name: playerName(sessionUser, profile) })
            : t('lobby.title')}
        </h1>
        <p className="lobby__intro">{loginState === 'logged' ? t('lobby.playerIntro') : t('lobby.guestIntro')}</p>
        {loginState === 'anonymous' ? (
          <div className="lobby__actions">
            <Link to="/sign-up" state={popupState} className="casino-button casino-button--primary">
              {t('lobby.createAccount')}
            </Link>
            <Link to="/sign-in" state={popupState} className="casino-button casino-button--secondary">
              {t('header.signIn')}
            </Link>
          </div>
        ) : null}
        {loginState === 'logged' ? (
          <div className="lobby__actions">
            <Link to="/profile" className="casino-button casino-button--primary">
              {t('lobby.toProfile')}
            </Link>
          </div>
        ) : null}
        <p className="lobby__responsible">{t('lobby.responsible')}</p>
      </section>
      <div className="lobby-rows">
        {loginState === 'logged' ? <RecentGames title={t('lobby.recent')} {...links} /> : null}
        {LOBBY_ROW_CATEGORIES.map((category) => (
          <GameRow
            key={category}
            category={category}
            title={categoryTitle(t, category)}
            allHref={categoryPath(category)}
            {...links}
          />
        ))}
      </div>
    </>
  );
}
