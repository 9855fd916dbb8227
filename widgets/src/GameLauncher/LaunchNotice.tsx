import type { Game } from '@casino/sdk/contract';
import type { GameMode } from '../games/gameHref';
import { PersonalInfoContent } from '../PersonalInfo/PersonalInfo';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { hasDemo, type LaunchStep } from './launchStep';
import { useGameLauncherT } from './useGameLauncherT';

/** Props of {@link LaunchNotice}. */
export interface LaunchNoticeProps {
  game: Game;
  /** Any step but `play`. */
  step: Exclude<LaunchStep, { step: 'play' }>;
  onModeChange: (mode: GameMode) => void;
  onRegistration: () => void;
  onLimitReached: () => void;
  /** The player saved the missing details. */
  onDetailsSaved: () => void;
}

/** Internal: what shows instead of the game until real (or demo) play may start, with the way forward. */
export function LaunchNotice({
  game,
  step,
  onModeChange,
  onRegistration,
  onLimitReached,
  onDetailsSaved,
}: LaunchNoticeProps) {
  const { t } = useGameLauncherT();
  const demo = hasDemo(game) ? (
    <Button variant="secondary" onClick={() => onModeChange('demo')}>
      {t('game_launcher.play_demo')}
    </Button>
  ) : null;
  switch (step.step) {
    case 'demo-unavailable':
      return (
        <Alert tone="info" title={t('game_launcher.demo_unavailable.title')}>
          <p>{t('game_launcher.demo_unavailable.text', { game: game.title })}</p>
          <div className="casino-row">
            <Button onClick={() => onModeChange('real')}>{t('game_launcher.play_real')}</Button>
          </div>
        </Alert>
      );
    case 'registration':
      return (
        <Alert tone="info" title={t('game_launcher.registration.title')}>
          <p>{t('game_launcher.registration.text', { game: game.title })}</p>
          <div className="casino-row">
            <Button onClick={onRegistration}>{t('game_launcher.registration.sign_up')}</Button>
            {demo}
          </div>
        </Alert>
      );
    case 'currency-locked':
      return (
        <Alert tone="info" title={t('game_launcher.currency.title')}>
          <p>{t('game_launcher.currency.text', { game: game.title, currency: step.currency ?? '' })}</p>
          <div className="casino-row">{demo}</div>
        </Alert>
      );
    case 'limit-reached':
      return (
        <Alert title={t('game_launcher.limit.title')}>
          <p>{t('game_launcher.limit.text')}</p>
          <div className="casino-row">
            <Button variant="secondary" onClick={onLimitReached}>
              {t('game_launcher.limit.see_limits')}
            </Button>
          </div>
        </Alert>
      );
    case 'details':
      return (
        <div className="casino-stack">
          <p>{t('game_launcher.details.intro', { game: game.title })}</p>
          <PersonalInfoContent fields={step.fields} onSaved={onDetailsSaved} />
        </div>
      );
  }
}
