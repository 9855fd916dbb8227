import { useCasinoSignal } from '@casino/widgets';
import { GameLauncher, type GameMode } from '@casino/widgets/games';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { ProviderPopup } from '../popups/ProviderPopup';
import { useProviderPopup } from '../popups/useProviderPopup';
import { MAIN_PAGE, type PopupState } from '../routing/background';
import { defaultPlayMode, playModeOf, playPath } from '../routing/gamePaths';
import { fullPath, redirectQuery } from '../routing/redirectTarget';
import { useSiteNavigate } from '../routing/useSiteNavigate';
import { usePageMeta } from '../seo/usePageMeta';
import { PageStatus } from '../shell/PageStatus';
import { useGame } from './useGame';
import { useProviders } from './useProviders';

/** Where a reached limit sends the player from a game. */
const LIMITS_PATH = '/profile/limits';

/**
 * The game page `/play/{producer}/{name}?mode=`: the game launcher in the mode of the query (without one: real for
 * players, demo for guests when the game has it). A guest choosing real play goes to sign-up, coming back here after;
 * a reached limit goes to the limits page. A signed-in player's first real game of the session shows the provider popup.
 */
export function PlayPage() {
  const { t } = useSiteT();
  const { producer = '', name = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const onNavigate = useSiteNavigate();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const lookup = useGame(producer, name);
  const providers = useProviders();
  const game = lookup.status === 'found' ? lookup.game : null;
  const requested = playModeOf(location.search);
  const popup = useProviderPopup(game, requested ?? 'demo');
  const gameProvider = game
    ? (providers?.find((candidate) => candidate.id === game.provider)?.title ?? game.provider)
    : '';
  usePageMeta({
    title: game?.title ?? t('play.pageTitle'),
    description: game
      ? t('seo.gameDescription', { game: game.title, provider: gameProvider, site: t('site.name') })
      : undefined,
  });

  if (requested === null) {
    if (loginState === 'unknown' || lookup.status === 'loading') return <PageStatus />;
    const mode = defaultPlayMode(loginState === 'logged', game);
    return <Navigate replace to={playPath({ provider: producer, slug: name }, mode)} />;
  }

  const changeMode = (mode: GameMode) => {
    setParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('mode', mode);
        return next;
      },
      { replace: true },
    );
  };
  // Sign-up opens over the demo of the game when it has one, else over the lobby: never over real play, which would
  // send the guest to sign-up again.
  const signUpState: PopupState = {
    background: game?.has_demo_mode ? { pathname: location.pathname, search: '?mode=demo', hash: '' } : MAIN_PAGE,
  };
  const providerTitle = (id: string) => providers?.find((provider) => provider.id === id)?.title ?? id;
  return (
    <div className="play-page">
      <h1 className="casino-visually-hidden">{game?.title ?? t('play.pageTitle')}</h1>
      <GameLauncher
        key={`${producer}/${name}`}
        provider={producer}
        slug={name}
        mode={requested}
        onModeChange={changeMode}
        onRegistration={() =>
          navigate(`/sign-up${redirectQuery(fullPath(location))}`, { replace: true, state: signUpState })
        }
        onLimitReached={() => navigate(LIMITS_PATH, { replace: true })}
        onNavigate={onNavigate}
      />
      {popup.game ? <ProviderPopup provider={providerTitle(popup.game.provider)} onClose={popup.close} /> : null}
    </div>
  );
}
