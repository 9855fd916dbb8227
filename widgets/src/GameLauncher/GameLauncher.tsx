import type { Appearance, Game } from '@casino/sdk/contract';
import { errorMessageKey } from '@casino/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { type MouseEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { GameMode } from '../games/gameHref';
import { useGames } from '../games/useGames';
import { useCasino } from '../provider/useCasino';
import { useCasinoSignal } from '../provider/useCasinoSignal';
import { useResource } from '../provider/useResource';
import { WidgetShell } from '../shell/WidgetShell';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { GameFrame } from './GameFrame';
import { GameToolbar } from './GameToolbar';
import { casinoOrigin, gameFrameUrl, LIMITS_PATH } from './gameFrameUrl';
import { GAME_LAUNCHER_CSS } from './gameLauncherCss';
import { LaunchNotice } from './LaunchNotice';
import { DEMO_CURRENCY, launchStep, missingProviderFields } from './launchStep';
import { useFullscreen } from './useFullscreen';
import { useGameLauncherT } from './useGameLauncherT';
import { useLaunchedGame } from './useLaunchedGame';

/** Props of {@link GameLauncher}. */
export interface GameLauncherProps {
  /** The game's provider id (the route's `{producer}`). */
  provider: string;
  /** The game's slug (the route's `{name}`); the game is `provider/slug`. */
  slug: string;
  /** Real-money or demo play; a later change switches the game. */
  mode: GameMode;
  /** The player switched the mode (the host keeps it in `?mode=`). Defaults to switching inside the widget. */
  onModeChange?: (mode: GameMode) => void;
  /** A guest chose real play. Defaults to navigating to `{baseUrl}/sign-up`. */
  onRegistration?: () => void;
  /** A limit stops real play. Defaults to navigating to `{baseUrl}/profile/limits`. */
  onLimitReached?: () => void;
  /** Any other navigation (back to the games, a casino page the game asked for). Defaults to `window.location.assign`. */
  onNavigate?: (href: string) => void;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
}

/**
 * The game page (core.md §4 "Game tile"): the game's toolbar and the slot in a frame. Demo play needs only the game's
 * `FUN` id; real play sends guests to registration, locks a wallet currency the game does not take, stops at a reached
 * limit and first asks for the provider's missing profile fields. Listens to the slot through the bridge.
 */
export function GameLauncher({ appearance, ...props }: GameLauncherProps) {
  const texts = useGameLauncherT();
  return (
    <WidgetShell widget="game-launcher" appearance={appearance} texts={texts}>
      <style>{GAME_LAUNCHER_CSS}</style>
      <GameLauncherContent {...props} />
    </WidgetShell>
  );
}

/** The mode shown: the host's when it follows `onModeChange`, else the widget's own, reset by a new `mode` prop. */
function useMode(mode: GameMode, onModeChange?: (mode: GameMode) => void): [GameMode, (mode: GameMode) => void] {
  const [own, setOwn] = useState(mode);
  const [given, setGiven] = useState(mode);
  if (given !== mode) {
    setGiven(mode);
    setOwn(mode);
  }
  const change = useCallback(
    (next: GameMode) => {
      if (onModeChange) onModeChange(next);
      else setOwn(next);
    },
    [onModeChange],
  );
  return [onModeChange ? mode : own, change];
}

function GameLauncherContent({
  provider,
  slug,
  mode: modeProp,
  onModeChange,
  onRegistration,
  onLimitReached,
  onNavigate,
}: Omit<GameLauncherProps, 'appearance'>) {
  const casino = useCasino();
  const { t } = useGameLauncherT();
  const headingId = useId();
  const [mode, changeMode] = useMode(modeProp, onModeChange);
  const { launched, retry } = useLaunchedGame(provider, slug);
  const { baseUrl } = casino.options;

  const navigate = useCallback(
    (href: string) => (onNavigate ? onNavigate(href) : window.location.assign(href)),
    [onNavigate],
  );
  const register = useCallback(
    () => (onRegistration ? onRegistration() : navigate(`${baseUrl}/sign-up`)),
    [onRegistration, navigate, baseUrl],
  );
  const limitReached = useCallback(
    () => (onLimitReached ? onLimitReached() : navigate(`${baseUrl}${LIMITS_PATH}`)),
    [onLimitReached, navigate, baseUrl],
  );

  if (launched.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (launched.status === 'failed') {
    return (
      <Alert title={t('game_launcher.load_failed')}>
        <p>{t(errorMessageKey(launched.error))}</p>
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (launched.game === null) {
    const lobby = `${baseUrl}/`;
    const toLobby = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate) return;
      event.preventDefault();
      onNavigate(lobby);
    };
    return (
      <section aria-labelledby={headingId} className="casino-stack">
        <h2 id={headingId}>{t('game_launcher.not_found.title')}</h2>
        <p>{t('game_launcher.not_found.text')}</p>
        <p>
          <a href={lobby} onClick={toLobby}>
            {t('game_launcher.back_to_lobby')}
          </a>
        </p>
      </section>
    );
  }
  return (
    <LaunchedGamePage
      key={launched.game.identifier}
      game={launched.game}
      mode={mode}
      onModeChange={changeMode}
      onRegistration={register}
      onLimitReached={limitReached}
      onNavigate={navigate}
    />
  );
}

interface LaunchedGamePageProps {
  game: Game;
  mode: GameMode;
  onModeChange: (mode: GameMode) => void;
  onRegistration: () => void;
  onLimitReached: () => void;
  onNavigate: (href: string) => void;
}

/** Whether the limits were read for this player (or their load failed); real play waits for them. */
function useLimitsChecked(signedIn: boolean): boolean {
  const casino = useCasino();
  const { status } = useResource(casino.limits.resource, signedIn ? 'fresh' : 'never');
  return status === 'ready' || status === 'error';
}

/** Whether the platform said (`game_limits`) that a session limit's minutes of play are used up while on this page. */
function useSessionLimitReached(): boolean {
  const casino = useCasino();
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const follow = ({ data }: { data: { type: string } }) => {
      if (data.type === 'session') setReached(true);
    };
    const reset = () => setReached(false);
    casino.events.on('realtime:game_limits', follow);
    casino.events.on('logout', reset);
    return () => {
      casino.events.off('realtime:game_limits', follow);
      casino.events.off('logout', reset);
    };
  }, [casino]);
  return reached;
}

function LaunchedGamePage({ game, mode, onModeChange, ...navigation }: LaunchedGamePageProps) {
  useSignals();
  const casino = useCasino();
  const games = useGames();
  const headingId = useId();
  const loginState = useCasinoSignal((state) => state.loginState.value);
  const profile = useCasinoSignal((state) => state.profile.value);
  const walletCurrency = useCasinoSignal((state) => state.activeAccount.value?.currency);
  const playerFields = useCasinoSignal((state) => state.playerFields.value);
  const { t, language } = useGameLauncherT();
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const signedIn = loginState === 'logged' && profile !== null;
  const limitsChecked = useLimitsChecked(signedIn);
  const sessionLimitReached = useSessionLimitReached();
  const [detailsSaved, setDetailsSaved] = useState(false);
  const currency = walletCurrency ?? profile?.currency ?? null;

  useEffect(() => {
    if (!signedIn) return;
    games.loadFavourites().catch((error: unknown) => {
      console.error('casino: the favourite games could not be loaded', error);
    });
  }, [games, signedIn]);

  const step = launchStep({
    game,
    mode,
    signedIn,
    currency,
    limits: casino.limits.limits.value,
    sessionLimitReached,
    missingFields: profile && !detailsSaved ? missingProviderFields(playerFields, game.provider, profile) : [],
  });
  const waiting = mode === 'real' && signedIn && !limitsChecked;

  // Registration and a reached limit are the host's to show: tell it once each time the page gets there.
  const told = useRef<string | null>(null);
  const handoff = waiting ? null : step.step === 'registration' || step.step === 'limit-reached' ? step.step : null;
  const { onRegistration, onLimitReached } = navigation;
  useEffect(() => {
    if (handoff === told.current) return;
    told.current = handoff;
    if (handoff === 'registration') onRegistration();
    else if (handoff === 'limit-reached') onLimitReached();
  }, [handoff, onRegistration, onLimitReached]);

  const origin = casinoOrigin(casino.options.baseUrl, window.location.href);
  const favouriteId = (currency === null ? undefined : game.currencies[currency]) ?? game.currencies[DEMO_CURRENCY];
  let body: ReactNode;
  if (waiting) {
    body = <p role="status">{t('common.loading')}</p>;
  } else if (step.step === 'play') {
    const src = gameFrameUrl({
      baseUrl: casino.options.baseUrl,
      provider: game.provider,
      slug: game.slug,
      mode,
      currency: step.currency,
      language,
      parentOrigin: window.location.origin,
    });
    body = (
      <div ref={stage} className="casino-game__stage">
        <GameFrame
          src={src}
          title={game.title}
          origin={origin}
          onRefreshUser={() => void casino.wallet.reload()}
          onLimitReached={onLimitReached}
          onNavigate={navigation.onNavigate}
        />
      </div>
    );
  } else {
    body = (
      <LaunchNotice
        game={game}
        step={step}
        onModeChange={onModeChange}
        onRegistration={onRegistration}
        onLimitReached={onLimitReached}
        onDetailsSaved={() => setDetailsSaved(true)}
      />
    );
  }
  return (
    <section className="casino-game" aria-labelledby={headingId}>
      <GameToolbar
        headingId={headingId}
        game={game}
        mode={mode}
        onModeChange={onModeChange}
        favourite={signedIn && favouriteId !== undefined}
        fullscreen={step.step === 'play' && !waiting ? fullscreen : null}
      />
      {body}
    </section>
  );
}
