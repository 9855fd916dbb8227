import { activateBonus } from '../bonuses/activate-bonus';
import { BONUS_COLUMNS, type BonusRow, recordBonusTransition } from '../bonuses/bonus-record';
import { issueBonus } from '../bonuses/issue-bonus';
import { projectWalletWagering } from '../bonuses/wallet-wagering';
import type { Queryable } from '../db/database';
import { grantOffer } from '../offers/grant-offer';
import { findOffer } from '../offers/offer-record';
import type { DemoWallet } from './demo-players';

const DAY_MS = 86_400_000;

/** Gifts some demo players hold: offers issued and waiting for activation, and offers already finished (expired). */
export const DEMO_GIFTS: Readonly<Record<string, { issued: readonly string[]; expired: readonly string[] }>> = {
  'eur@casino.test': { issued: ['FREE10', 'SPORT_WELCOME'], expired: ['WELCOME_GIFT'] },
  'usd@casino.test': { issued: ['WELCOME_GIFT'], expired: ['FREE10'] },
  'tester@casino.test': { issued: ['FREE10', 'SPINS20'], expired: [] },
};

/**
 * Gives a demo wallet's bonus money as a real bonus being wagered: a WELCOME100 bonus of the wallet's `bonusCents`
 * (wagering multiplier = total wagering / bonus) is issued and activated (bonus_issue from house_bonuses), and its
 * wagered part is set to the wallet's `wageredCents`, which the wallet then shows.
 */
export async function seedWageredBonus(tx: Queryable, userId: number, wallet: DemoWallet, now: Date): Promise<void> {
  const issued = await issueBonus(
    tx,
    {
      userId,
      strategy: 'deposit',
      title: 'Welcome bonus 100%',
      currency: wallet.currency,
      amountCents: wallet.bonusCents,
      wagerMultiplier: Math.round(wallet.totalWageringCents / wallet.bonusCents),
      offerId: 'WELCOME100',
      groupKey: 'welcome',
      maxWinCents: wallet.bonusCents * 10,
      validUntil: new Date(now.getTime() + 30 * DAY_MS),
    },
    now,
  );
  const started = await activateBonus(tx, issued, now);
  await tx.query('update bonuses set amount_wager_cents = $2 where id = $1', [started.id, wallet.wageredCents]);
  await projectWalletWagering(tx, userId, wallet.currency);
}

/** Expires an issued bonus (the seed's bonus history), recording the transition. */
async function expireBonus(tx: Queryable, row: BonusRow, now: Date): Promise<void> {
  const [expired] = await tx.query<BonusRow>(
    `update bonuses set stage = 'expired', finished_at = $2 where id = $1 returning ${BONUS_COLUMNS}`,
    [row.id, now],
  );
  if (!expired) throw new Error(`bonus ${row.id} vanished while being expired`);
  await recordBonusTransition(tx, expired, row.stage, now, { reason: 'activation_time_passed' });
}

/** Gives the demo player of `email` their {@link DEMO_GIFTS} in `currency`. */
export async function seedDemoGifts(
  tx: Queryable,
  userId: number,
  email: string,
  currency: string,
  now: Date,
): Promise<void> {
  const gifts = DEMO_GIFTS[email];
  if (!gifts) return;
  for (const [codes, expire] of [
    [gifts.expired, true],
    [gifts.issued, false],
  ] as const) {
    for (const code of codes) {
      const offer = await findOffer(tx, code);
      if (!offer) throw new Error(`the seed has no offer ${code}`);
      const strategy = offer.kind === 'deposit' ? 'coupon' : offer.kind;
      const bonuses = await grantOffer(tx, offer, { userId, strategy, currency, startNow: false }, now);
      if (expire) for (const bonus of bonuses) await expireBonus(tx, bonus, now);
    }
  }
}
