// `@casino/widgets/testing`: the widget test helpers that other packages' tests use (the host site's). Internal: the
// entry has only the `source` condition, so it resolves in this repository and never in a published build. The fake
// platform and its data are `@casino/sdk/testing`.
export { expectNoAxeViolations } from './axe';
