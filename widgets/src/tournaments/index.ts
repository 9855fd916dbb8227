/**
 * `@casino/widgets/tournaments`: the tournament widgets (boards, leaderboards, tournament pages, quests, lotteries and
 * their timers). A separate entry, so pages without tournaments do not load them.
 */
export type { PromoTimerProps } from '../PromoTimer/PromoTimer';
export { PromoTimer } from '../PromoTimer/PromoTimer';
export type { QuestPathProps } from '../QuestPath/QuestPath';
export { QuestPath } from '../QuestPath/QuestPath';
export { loadTournamentMessages, TOURNAMENT_LANGUAGES, TOURNAMENTS_NAMESPACE } from './i18n/loadTournamentMessages';
