// `@casino/widgets/testing`: the widget test helpers that other packages' tests use (the host site's). Internal: the
// entry has only the `source` condition, so it resolves in this repository's tests and never in a published build.
export { expectNoAxeViolations } from './axe';
export { fixtureBonus, fixtureDepositOffer } from './fixtures/bonuses';
export { demoPlayers, FIXTURE_HOST, FIXTURE_ORIGIN, FIXTURE_PASSWORD, profileOf } from './fixtures/data';
export { fixtureGame } from './fixtures/games';
export { FIXTURE_LIMIT_TOKEN, fixtureLimit } from './fixtures/limits';
export { fixturePayment } from './fixtures/payments';
export type { FixturePlatform, FixturePlatformOptions } from './fixtures/platform';
export { createFixturePlatform } from './fixtures/platform';
export { COMPLETE_PROFILE } from './fixtures/profile';
