import {
  BonusOfferList,
  BonusSettingsRequest,
  CouponAnswer,
  CouponRequest,
  DisabledBonuses,
  SetBonusCodeRequest,
} from '@casino/sdk/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { parseInput, sendContract } from '../http/contract';
import { signedInUserId } from '../http/player-session';
import { loadBonusEligibility } from '../offers/bonus-eligibility';
import { clearDepositBonusCode, setDepositBonusCode, updateBonusSettings } from '../offers/bonus-settings';
import { disabledBonusGroups } from '../offers/disabled-bonus-groups';
import { offerAllowsGroups } from '../offers/offer-conditions';
import { activeOffers, type OfferKind, toBonusOffer } from '../offers/offer-record';
import { redeemCoupon } from '../offers/redeem-coupon';

/**
 * Offers, coupons and the player's bonus settings (docs/bonuses.md): the deposit and registration offers (guests see
 * all, a player those their groups allow), coupon redemption, the deposit bonus code, the can-issue switch and the
 * disabled bonus group keys.
 */
export function registerOfferRoutes(app: FastifyInstance, ctx: AppContext): void {
  const listOffers = (kind: OfferKind) =>
    app.get(`/api/bonuses/${kind}`, async (request, reply) => {
      const userId = request.playerSession?.userId ?? null;
      const offers = await activeOffers(ctx.db, kind);
      const groupIds = userId === null ? null : (await loadBonusEligibility(ctx.db, userId)).groupIds;
      const visible = groupIds === null ? offers : offers.filter((offer) => offerAllowsGroups(offer, groupIds));
      return sendContract(reply, 200, BonusOfferList, visible.map(toBonusOffer));
    });
  listOffers('deposit');
  listOffers('registration');

  app.post('/api/bonuses/coupon', async (request, reply) => {
    const userId = signedInUserId(request);
    const { coupon_code: code } = parseInput(CouponRequest, request.body);
    const status = await ctx.db.transaction((tx) => redeemCoupon(tx, userId, code, ctx.clock()));
    return sendContract(reply, 200, CouponAnswer, { status });
  });

  app.patch('/api/player/set_bonus_code', async (request, reply) => {
    const userId = signedInUserId(request);
    const { deposit_bonus_code: code } = parseInput(SetBonusCodeRequest, request.body);
    await ctx.db.transaction((tx) => setDepositBonusCode(tx, userId, code, ctx.clock()));
    return reply.code(204).send();
  });

  app.delete('/api/player/clear_bonus_code', async (request, reply) => {
    const userId = signedInUserId(request);
    await ctx.db.transaction((tx) => clearDepositBonusCode(tx, userId, ctx.clock()));
    return reply.code(204).send();
  });

  app.patch('/api/player/update_bonus_settings', async (request, reply) => {
    const userId = signedInUserId(request);
    const { can_issue: canIssue } = parseInput(BonusSettingsRequest, request.body);
    await ctx.db.transaction((tx) => updateBonusSettings(tx, userId, canIssue, ctx.clock()));
    return reply.code(204).send();
  });

  app.get('/api/fe/config/disabled-bonuses', async (_request, reply) =>
    sendContract(reply, 200, DisabledBonuses, { group_keys: await disabledBonusGroups(ctx.db) }),
  );
}
