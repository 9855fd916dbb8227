// `@casino/sdk/testing`: a fake platform for tests and stories, as msw request handlers built from the contract's
// routes. Partners test their pages against it too (docs/testing.md). Never imported by shipped code (`npm run lint`).

export { FixtureDriftError } from './answers';
export type { FixtureBonusesOptions } from './bonuses';
export { fixtureBonus, fixtureDepositOffer, fixtureFreespin, fixtureNotification } from './bonuses';
export type { FixtureCasinoOptions } from './casino';
export { createFixtureCasino } from './casino';
export type { FixtureCmsOptions } from './cms';
export { fixtureCmsPage, fixtureCmsPages } from './cms';
export type { FixturePlayer } from './data';
export {
  demoPlayers,
  FIXTURE_COUNTRIES,
  FIXTURE_CURRENCIES,
  FIXTURE_HOST,
  FIXTURE_LOCALES,
  FIXTURE_ORIGIN,
  FIXTURE_OTP_CODE,
  FIXTURE_PASSWORD,
  FIXTURE_PLAYER_FIELDS,
  fixtureAccount,
  fixtureProject,
  profileOf,
  sessionUserOf,
} from './data';
export type { FixtureFeConfigOptions } from './fe-config';
export { FIXTURE_FE_CONFIG, fixtureBanner } from './fe-config';
export type { FixtureGamesOptions } from './games';
export { FIXTURE_GAME_PROVIDERS, fixtureGame, fixtureGames } from './games';
export { routePattern } from './handlers';
export type { FixtureJackpotsOptions } from './jackpots';
export {
  fixtureJackpot,
  fixtureJackpotLevel,
  fixtureJackpots,
  fixtureJackpotsChange,
  fixtureJackpotWin,
  fixtureJackpotWinAward,
  fixtureJackpotWins,
} from './jackpots';
export { FIXTURE_LIMIT_TOKEN, fixtureLimit } from './limits';
export type { FixtureLootboxesOptions } from './lootboxes';
export {
  FIXTURE_WHEEL_CONFIG,
  FIXTURE_WHEEL_SEGMENTS,
  fixtureLootbox,
  fixtureWheelSpin,
} from './lootboxes';
export type { FixtureLoyaltyOptions } from './loyalty';
export { FIXTURE_LEVELS, FIXTURE_RATE_CARDS, fixtureRateCard } from './loyalty';
export type { FixturePaymentsOptions } from './payments';
export { FIXTURE_CRYPTO_ADDRESSES, fixturePayment, savedCardId } from './payments';
export type { FixturePlatform, FixturePlatformOptions } from './platform';
export { createFixturePlatform } from './platform';
export { COMPLETE_PROFILE } from './profile';
export type { FixtureAnswer, FixtureRequest, FixtureRouteName, RouteResolver, RouteResolvers } from './routes';
export { FIXTURE_ROUTES, SANDBOX_ROUTES } from './routes';
export type { ServedPlatform } from './served-platform';
export { servePlatform } from './served-platform';
export type { FixtureLotteryTicket, FixtureTournamentsOptions } from './tournaments';
export {
  FIXTURE_DRAWN_SEED,
  fixtureBoards,
  fixtureLotteries,
  fixtureLottery,
  fixtureLotteryTickets,
  fixturePromoPrize,
  fixtureTournament,
  fixtureTournamentPlayer,
  fixtureTournaments,
} from './tournaments';
export type { FixtureVipOptions } from './vip';
export {
  fixtureAdventure,
  fixtureAdventurePrize,
  fixtureVipManager,
  fixtureVipManagers,
  fixtureVipProgress,
} from './vip';
