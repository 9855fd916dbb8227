import type { Lootbox } from '@casino/sdk/contract';
import type { Queryable } from '../../db/database';
import { invalid } from '../../http/http-error';
import { LOOTBOX_COLUMNS, type LootboxRow, toLootbox } from '../lootboxes/lootbox-record';
import { exchangeCompPoints } from '../rocket-mart/exchange';
import { exchangeRefused } from '../rocket-mart/exchange-refused';
import { findRate, unitPoints } from '../rocket-mart/rate-cards';
import { WHEEL_SPIN_CARD } from './wheel-config';

/**
 * POST /api/player/wheel/spins inside `tx` (once per Idempotency-Key, the caller's): buys one item of the Rocket
 * Mart's wheel spin card ({@link WHEEL_SPIN_CARD}) in the player's active currency at the card's price, through the
 * same exchange as the shop, so a spin costs the same wherever it is bought. The box is issued as a `purchase`. A
 * refusal (too few points, group 100, bonuses off, the card not on sale) throws `ExchangeRefused`; nothing is spent.
 */
export async function buyWheelSpin(tx: Queryable, userId: number, now: Date): Promise<Lootbox> {
  const [wallet] = await tx.query<{ currency: string }>('select currency from accounts where user_id = $1 and active', [
    userId,
  ]);
  if (!wallet) throw invalid('base', 'open a wallet before buying a wheel spin');
  const card = await findRate(tx, WHEEL_SPIN_CARD);
  if (!card?.active) throw exchangeRefused('unknown_reward', 'base', 'wheel spins are not on sale now');
  const result = await exchangeCompPoints(
    tx,
    {
      userId,
      type: 'lootboxes',
      exchange: { group: card.group_key, points: unitPoints(card, wallet.currency), currency: wallet.currency },
      lootboxStrategy: 'purchase',
    },
    now,
  );
  const [issued] = result.issued;
  if (issued?.kind !== 'lootbox') throw new Error(`wheel spin card ${card.group_key} issued no loot box`);
  const [row] = await tx.query<LootboxRow>(`select ${LOOTBOX_COLUMNS} from lootboxes where id = $1`, [issued.id]);
  if (!row) throw new Error(`wheel spin ${issued.id} vanished`);
  return toLootbox(row);
}
