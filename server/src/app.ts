import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { expireDueBonuses } from './bonuses/expire-due-bonuses';
import { type Clock, systemClock } from './clock';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { expireDueFreespins } from './freespins/expire-freespins';
import { gameArtSubject } from './games/lobby/find-games';
import { registerCompression } from './http/compression';
import { registerCors } from './http/cors';
import { registerCsrfGuard } from './http/csrf';
import { registerErrorHandler } from './http/error-handler';
import { registerJsonBody } from './http/json-body';
import { registerPlayerSession } from './http/player-session';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticSite } from './http/static-site';
import { JACKPOT_TICKER_INTERVAL_MS, publishJackpotTicker } from './jackpots/ticker-publisher';
import { drawDueLotteries } from './lotteries/draw-lotteries';
import { expireDueLootboxes } from './loyalty/lootboxes/expire-lootboxes';
import { processDuePayments } from './payments/processing';
import type { RealtimeSettings } from './realtime/hub';
import { registerRealtimeRoutes } from './realtime/realtime-routes';
import { registerAccountRoutes } from './routes/accounts';
import { registerBonusRoutes } from './routes/bonuses';
import { registerCheckEmailRoutes } from './routes/check-email';
import { registerCmsRoutes } from './routes/cms';
import { registerCompPointRoutes } from './routes/comp-points';
import { registerConfirmationRoutes } from './routes/confirmation';
import { registerCryptoAddressRoutes } from './routes/crypto-deposits';
import { registerDevEndpoints } from './routes/dev-endpoints';
import { registerFeConfigRoutes } from './routes/fe-config';
import { registerFraudCheckRoutes } from './routes/fraud-check';
import { registerFreespinRoundRoutes } from './routes/freespin-rounds';
import { registerFreespinRoutes } from './routes/freespins';
import { registerGameArtRoutes } from './routes/game-art';
import { registerGameRoundRoutes } from './routes/game-rounds';
import { registerGameRoutes } from './routes/games';
import { registerInfoRoutes } from './routes/info';
import { registerJackpotRoutes } from './routes/jackpots';
import { registerLimitRoutes } from './routes/limits';
import { registerLootboxRoutes } from './routes/lootboxes';
import { registerLotteryRoutes } from './routes/lotteries';
import { registerMessagesRoutes } from './routes/messages';
import { registerNotificationRoutes } from './routes/notifications';
import { registerOfferRoutes } from './routes/offers';
import { registerPasswordRoutes } from './routes/passwords';
import { registerPaymentSandboxRoutes } from './routes/payment-sandbox';
import { registerPaymentRoutes } from './routes/payments';
import { registerPlayerRoutes } from './routes/player';
import { registerRegistrationRoutes } from './routes/registration';
import { registerRocketMartRoutes } from './routes/rocket-mart';
import { registerSignInRoutes } from './routes/sign-in';
import { registerSiteMapRoutes } from './routes/site-map';
import { registerSlotRoutes } from './routes/slot';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { registerSupportRoutes } from './routes/support';
import { registerTournamentRoutes } from './routes/tournaments';
import { registerTwoFactorRoutes } from './routes/two-factor';
import { registerVipRoutes } from './routes/vip';
import { registerWheelRoutes } from './routes/wheel-config';
import { registerScheduledJobs } from './scheduled-jobs';
import { closeDueTournaments } from './tournaments/close-tournaments';
import { LEADERBOARD_PUBLISH_INTERVAL_MS, publishLeaderboards } from './tournaments/leaderboard-publisher';
import { promoteVipPlayers, VIP_PROMOTION_INTERVAL_MS } from './vip/promote-vip-players';
import { reassessVipQuarter } from './vip/reassess-vip-quarter';

/** Largest request body accepted. Defaults to 64 KiB: every API body is a small JSON object. */
export const BODY_LIMIT = 64 * 1024;

/** What {@link buildApp} needs. */
export interface AppOptions {
  /** A migrated and seeded database. */
  db: Database;
  config: ServerConfig;
  /** Defaults to the system clock. */
  clock?: Clock;
  /** Fastify's logger option. Defaults to `false` (no logs). */
  logger?: FastifyServerOptions['logger'];
  /** Realtime timings (heartbeat timeout, sweeps). Default to `DEFAULT_REALTIME_SETTINGS`. */
  realtime?: Partial<RealtimeSettings>;
  /**
   * Whether the app advances due payments, expires gifts, closes tournaments and draws lotteries every second, looks
   * for moved leaderboards and jackpot pools every 50 ms and assesses VIP statuses every 5 s. Defaults to `true`;
   * tests turn it off and call `processDuePayments` / `expireDueBonuses` / `expireDueFreespins` / `expireDueLootboxes`
   * / `closeDueTournaments` / `drawDueLotteries` / `publishLeaderboards` / `publishJackpotTicker` /
   * `reassessVipQuarter` / `promoteVipPlayers` themselves, at the moment they choose.
   */
  scheduledJobs?: boolean;
}

/** Builds the platform app (API, dev endpoints, static site) without listening, for `main.ts`, `inject` tests and e2e. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const ctx: AppContext = { db: options.db, config: options.config, clock: options.clock ?? systemClock };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: BODY_LIMIT,
  });
  registerErrorHandler(app);
  registerJsonBody(app);
  registerCompression(app);
  await app.register(fastifyCookie);
  registerCors(app, ctx.config);
  registerCsrfGuard(app, ctx.config);
  registerSecurityHeaders(app, ctx.config);
  registerPlayerSession(app, ctx);
  await registerRealtimeRoutes(app, ctx, options.realtime);

  registerSignInRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerConfirmationRoutes(app, ctx);
  registerTwoFactorRoutes(app, ctx);
  registerPlayerRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerSubscriptionRoutes(app, ctx);
  registerCompPointRoutes(app, ctx);
  registerRocketMartRoutes(app, ctx);
  registerCmsRoutes(app, ctx);
  registerLootboxRoutes(app, ctx);
  registerWheelRoutes(app, ctx);
  registerLotteryRoutes(app, ctx);
  registerTournamentRoutes(app, ctx);
  registerJackpotRoutes(app, ctx);
  registerVipRoutes(app, ctx);
  registerFeConfigRoutes(app, ctx);
  registerInfoRoutes(app, ctx);
  registerMessagesRoutes(app, ctx);
  registerCheckEmailRoutes(app, ctx);
  registerSupportRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerFraudCheckRoutes(app, ctx);
  registerCryptoAddressRoutes(app, ctx);
  registerPaymentSandboxRoutes(app, ctx);
  registerLimitRoutes(app, ctx);
  registerBonusRoutes(app, ctx);
  registerOfferRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  await registerGameRoutes(app, ctx);
  registerGameRoundRoutes(app, ctx);
  registerFreespinRoutes(app, ctx);
  registerFreespinRoundRoutes(app, ctx);
  registerSlotRoutes(app, ctx);
  registerGameArtRoutes(app, (identifier) => gameArtSubject(ctx.db, identifier));
  registerSiteMapRoutes(app, ctx);
  if (options.scheduledJobs !== false) {
    registerScheduledJobs(app, ctx, 'processing due payments', [processDuePayments]);
    registerScheduledJobs(app, ctx, 'expiring due gifts', [expireDueBonuses, expireDueFreespins, expireDueLootboxes]);
    registerScheduledJobs(app, ctx, 'closing tournaments', [closeDueTournaments]);
    registerScheduledJobs(
      app,
      ctx,
      'publishing leaderboards',
      [(db) => publishLeaderboards(db)],
      LEADERBOARD_PUBLISH_INTERVAL_MS,
    );
    registerScheduledJobs(app, ctx, 'drawing due lotteries', [drawDueLotteries]);
    registerScheduledJobs(
      app,
      ctx,
      'publishing the jackpot ticker',
      [(db) => publishJackpotTicker(db)],
      JACKPOT_TICKER_INTERVAL_MS,
    );
    registerScheduledJobs(
      app,
      ctx,
      'assessing VIP statuses',
      [reassessVipQuarter, promoteVipPlayers],
      VIP_PROMOTION_INTERVAL_MS,
    );
  }
  if (ctx.config.devEndpoints) await registerDevEndpoints(app, ctx);
  await registerStaticSite(app, ctx.config);
  return app;
}
