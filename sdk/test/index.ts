// `@casino/sdk/testing`: the SDK test helpers that other packages' tests use. Internal: the entry has only the
// `source` condition, so it resolves in this repository's tests and never in a published build.
export { accountFixture, currenciesFixture, projectFixture } from './fixtures';
