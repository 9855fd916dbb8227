/**
 * `@casino/widgets/tournaments`: the tournament widgets (boards, leaderboards, tournament pages, quests, lotteries and
 * their timers). A separate entry, so pages without tournaments do not load them.
 */
export type { LotteryProps } from '../Lottery/Lottery';
export { Lottery } from '../Lottery/Lottery';
export type { PromoTimerProps } from '../PromoTimer/PromoTimer';
export { PromoTimer } from '../PromoTimer/PromoTimer';
export type { QuestPathProps } from '../QuestPath/QuestPath';
export { QuestPath } from '../QuestPath/QuestPath';
export type { TournamentBoardTab } from '../TournamentBoard/boardTabs';
export { TOURNAMENT_BOARD_TABS } from '../TournamentBoard/boardTabs';
export type { TournamentBoardProps } from '../TournamentBoard/TournamentBoard';
export { TournamentBoard } from '../TournamentBoard/TournamentBoard';
export type { TournamentLeaderboardProps } from '../TournamentLeaderboard/TournamentLeaderboard';
export { TournamentLeaderboard } from '../TournamentLeaderboard/TournamentLeaderboard';
export type { TournamentPageProps } from '../TournamentPage/TournamentPage';
export { TournamentPage } from '../TournamentPage/TournamentPage';
export { loadTournamentMessages, TOURNAMENT_LANGUAGES, TOURNAMENTS_NAMESPACE } from './i18n/loadTournamentMessages';
export { useTournaments } from './useTournaments';
