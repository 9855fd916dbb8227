// Size budgets (size-limit), minified + gzip, with dependencies unless said otherwise. `npm test` fails over budget.

/**
 * Chunks the SDK core imports later: the realtime and payments clients on first use, each measured on its
 * own below. The patterns match the dynamic imports as rollup writes them, from `index.js` or from a `shared/` chunk.
 */
const lazyCoreChunks = ['realtime-client-*', 'payments-client-*'];
/** The core's answer schemas with zod: imported by the first request, so every page loads them right after the core. */
const answersChunk = 'core-answers-*';
const without = (chunks) => (config) => ({
  ...config,
  external: [...(config.external ?? []), ...chunks.flatMap((chunk) => [`./${chunk}`, `./shared/${chunk}`])],
});

/** A lazy chunk by itself: what it imports is already loaded with the core. */
const chunkOnly = (config) => ({
  ...config,
  external: [...(config.external ?? []), './*', 'zod/mini', '@preact/signals-core', 'mitt', 'ofetch'],
});

/** The answers chunk with zod and the contract chunks it imports; the core's own chunks are not counted again. */
const chunkOnlyWithZod = (config) => ({
  ...config,
  external: [
    ...(config.external ?? []),
    ...['./errors-*', './locales-*', './licence-*', './balance-*', './storage-*'],
    ...['@preact/signals-core', 'mitt', 'ofetch'],
  ],
});

/** A lazy chunk with the chunks only it loads (payment schemas, rules); the core's own chunks (which hold the shared contract schemas, e.g. `ErrorBody`) are not counted again. */
const chunkWithOwnImports = (config) => ({
  ...config,
  external: [
    ...(config.external ?? []),
    ...['./index-*', './errors-*', './unread-body-*', './player-*', './licence-*', './locales-*'],
    ...['zod/mini', '@preact/signals-core', 'mitt', 'ofetch'],
  ],
});

export default [
  {
    name: 'script-tag loader (cdn/loader.js)',
    path: 'widgets/dist/cdn/loader.js',
    gzip: true,
    limit: '1 KB',
  },
  {
    name: 'SDK core, first load (@casino/sdk with ofetch, signals and mitt; its answer schemas and zod load with the first request)',
    path: 'sdk/dist/index.js',
    import: '*',
    gzip: true,
    limit: '15 KB',
    modifyEsbuildConfig: without([...lazyCoreChunks, answersChunk]),
  },
  {
    name: 'SDK core answers chunk (zod/mini and the answer schemas of the core calls; what it shares with the core not counted again)',
    path: 'sdk/dist/shared/core-answers-*.js',
    gzip: true,
    modifyEsbuildConfig: chunkOnlyWithZod,
    limit: '10.5 KB',
  },
  {
    name: 'SDK core as every page loads it (first load and answers chunk; realtime and payments load on use)',
    path: 'sdk/dist/index.js',
    import: '*',
    gzip: true,
    // createResource (stale answers, de-duplication, invalidation, sign-out clearing) added 0.3 KB
    limit: '22.6 KB',
    modifyEsbuildConfig: without(lazyCoreChunks),
  },
  {
    name: 'SDK realtime chunk (loaded after sign-in; what it shares with the core not counted again)',
    path: 'sdk/dist/shared/realtime-client-*.js',
    gzip: true,
    modifyEsbuildConfig: chunkOnly,
    limit: '3 KB',
  },
  {
    name: 'SDK payments chunk (loaded on the first cashbox call, with the payment schemas and rules it needs)',
    path: 'sdk/dist/shared/payments-client-*.js',
    gzip: true,
    modifyEsbuildConfig: chunkWithOwnImports,
    limit: '7 KB',
  },
  {
    name: 'SDK i18n (@casino/sdk/i18n with i18next and the sdk texts of all six languages)',
    path: 'sdk/dist/i18n.js',
    import: '*',
    gzip: true,
    limit: '26 KB',
  },
  {
    name: 'SDK bridge (@casino/sdk/bridge)',
    path: 'sdk/dist/bridge.js',
    import: '*',
    gzip: true,
    limit: '8 KB',
  },
  {
    name: 'SDK games (@casino/sdk/games with zod and signals; not part of the core, imported by pages that list games)',
    path: 'sdk/dist/games.js',
    import: '*',
    gzip: true,
    limit: '12.6 KB',
  },
  {
    name: 'SDK bonuses (@casino/sdk/bonuses: gifts, notifications, toasts, promo codes; not part of the core)',
    path: 'sdk/dist/bonuses.js',
    import: '*',
    gzip: true,
    limit: '13.5 KB',
  },
  {
    name: 'widgets for npm (@casino/widgets; React and the SDK not counted, lazy translations included)',
    path: 'widgets/dist/index.js',
    import: '*',
    ignore: ['react', 'react-dom', '@casino/sdk'],
    gzip: true,
    // the cashbox's deposit bonus picker (a lazy chunk with the SDK bonuses entry and the `bonuses` texts) added 9.5 KB
    limit: '62.5 KB',
  },
  {
    name: 'game widgets for npm (@casino/widgets/games with the launcher; React and the SDK not counted, lazy translations included)',
    path: 'widgets/dist/games.js',
    import: '*',
    ignore: ['react', 'react-dom', '@casino/sdk'],
    gzip: true,
    limit: '32 KB',
  },
  {
    name: 'bonus widgets for npm (@casino/widgets/bonuses; React and the SDK not counted, lazy translations included)',
    path: 'widgets/dist/bonuses.js',
    import: '*',
    ignore: ['react', 'react-dom', '@casino/sdk'],
    gzip: true,
    limit: '21.5 KB',
  },
  {
    name: 'embedding runtime for npm (@casino/widgets/embed; React and the SDK not counted, lazy translations included)',
    path: 'widgets/dist/embed.js',
    import: '*',
    ignore: ['react', 'react-dom', '@casino/sdk'],
    gzip: true,
    // every embeddable widget is in it (defineCasinoElements defines them all); the game grid and search added 11 KB,
    // the cashbox's deposit bonus picker 9.5 KB, the eleven widgets registered for embedding 12.3 KB
    // (docs/decisions.md, "Seventeen registered widgets")
    limit: '99 KB',
  },
  {
    name: 'script tag: login (cdn/login.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/login.js',
    import: '*',
    gzip: true,
    // 17 widget chunks instead of 6 split the shared code at more places: +0.2-0.4 KB (docs/decisions.md)
    limit: '146.5 KB',
  },
  {
    name: 'script tag: registration (cdn/registration.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/registration.js',
    import: '*',
    gzip: true,
    // 17 widget chunks instead of 6 split the shared code at more places: +0.2-0.4 KB (docs/decisions.md)
    limit: '148.5 KB',
  },
  {
    name: 'script tag: balance (cdn/balance.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/balance.js',
    import: '*',
    gzip: true,
    // 17 widget chunks instead of 6 split the shared code at more places: +0.2-0.4 KB (docs/decisions.md)
    limit: '146.5 KB',
  },
  {
    name: 'script tag: cashbox (cdn/cashbox.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/cashbox.js',
    import: '*',
    gzip: true,
    // the deposit bonus picker, its SDK entry and texts added 13 KB
    limit: '187 KB',
  },
  {
    name: 'script tag: game grid (cdn/game-grid.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/game-grid.js',
    import: '*',
    gzip: true,
    limit: '154 KB',
  },
  {
    name: 'script tag: game search (cdn/game-search.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/game-search.js',
    import: '*',
    gzip: true,
    // 17 widget chunks instead of 6 split the shared code at more places: +0.2-0.4 KB (docs/decisions.md)
    limit: '152.5 KB',
  },
  {
    name: 'script tag: limits (cdn/limits.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/limits.js',
    import: '*',
    gzip: true,
    limit: '149 KB',
  },
  {
    name: 'script tag: personal info (cdn/personal-info.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/personal-info.js',
    import: '*',
    gzip: true,
    limit: '148.5 KB',
  },
  {
    name: 'script tag: game row (cdn/game-row.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/game-row.js',
    import: '*',
    gzip: true,
    limit: '153 KB',
  },
  {
    name: 'script tag: favourite games (cdn/favorite-games.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/favorite-games.js',
    import: '*',
    gzip: true,
    limit: '152.5 KB',
  },
  {
    name: 'script tag: recently played games (cdn/recent-games.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/recent-games.js',
    import: '*',
    gzip: true,
    limit: '152.5 KB',
  },
  {
    name: 'script tag: game launcher (cdn/game-launcher.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/game-launcher.js',
    import: '*',
    gzip: true,
    limit: '156.5 KB',
  },
  {
    name: 'script tag: gift list (cdn/gift-list.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/gift-list.js',
    import: '*',
    gzip: true,
    limit: '160 KB',
  },
  {
    name: 'script tag: coupon form (cdn/coupon-form.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/coupon-form.js',
    import: '*',
    gzip: true,
    limit: '157 KB',
  },
  {
    name: 'script tag: deposit bonus picker (cdn/deposit-bonus-picker.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/deposit-bonus-picker.js',
    import: '*',
    gzip: true,
    limit: '158 KB',
  },
  {
    name: 'script tag: notification bell (cdn/notification-bell.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/notification-bell.js',
    import: '*',
    gzip: true,
    limit: '157.5 KB',
  },
  {
    name: 'script tag: toasts (cdn/toasts.js and all it imports, lazy translations included)',
    path: 'widgets/dist/cdn/toasts.js',
    import: '*',
    gzip: true,
    limit: '156.5 KB',
  },
  {
    name: 'script tag: bridge host (cdn/bridge-host.js and all it imports)',
    path: 'widgets/dist/cdn/bridge-host.js',
    import: '*',
    gzip: true,
    limit: '10 KB',
  },
];
