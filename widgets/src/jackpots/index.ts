/**
 * `@casino/widgets/jackpots`: the jackpot widgets (ticker, slider, leaderboard, win popup). A separate entry, so pages
 * without jackpots do not load them.
 */
export type { JackpotLeaderboardProps } from '../JackpotLeaderboard/JackpotLeaderboard';
export { JackpotLeaderboard } from '../JackpotLeaderboard/JackpotLeaderboard';
export type { JackpotSliderProps } from '../JackpotSlider/JackpotSlider';
export { JackpotSlider } from '../JackpotSlider/JackpotSlider';
export type { JackpotTickerProps } from '../JackpotTicker/JackpotTicker';
export { JackpotTicker } from '../JackpotTicker/JackpotTicker';
export type { JackpotWinPopupProps } from '../JackpotWinPopup/JackpotWinPopup';
export { JackpotWinPopup } from '../JackpotWinPopup/JackpotWinPopup';
export { JACKPOT_LANGUAGES, JACKPOTS_NAMESPACE, loadJackpotMessages } from './i18n/loadJackpotMessages';
export { useJackpots } from './useJackpots';
