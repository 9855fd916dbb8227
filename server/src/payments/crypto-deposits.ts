import { randomBytes, randomInt } from 'node:crypto';
import type { CryptoAddress, Payment } from '@casino/sdk/contract';
import QRCode from 'qrcode';
import { amountFormatter } from '../currencies/find-currency';
import type { Queryable } from '../db/database';
import { HttpError, invalid } from '../http/http-error';
import { checkDepositLimits } from '../limits/deposit-limits';
import { openAccount } from '../players/accounts';
import { CRYPTO_TERMS, findSandboxMethod } from './methods';
import { PAYMENT_COLUMNS, type PaymentRow, toPayment, transition } from './payment-record';
import { succeedDeposit } from './settlement';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function pick(alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

/** A fresh address in the coin's usual format: bech32 for BTC, BCH (cashaddr) and LTC, hex for ETH and USDT (ERC-20), base58 for DOG. */
export function newCryptoAddress(currency: string): string {
  switch (currency) {
    case 'BTC':
      return `bc1q${pick(BECH32, 38)}`;
    case 'BCH':
      return `bitcoincash:q${pick(BECH32, 41)}`;
    case 'LTC':
      return `ltc1q${pick(BECH32, 38)}`;
    case 'ETH':
    case 'USDT':
      return `0x${randomBytes(20).toString('hex')}`;
    case 'DOG':
      return `D${pick(BASE58, 33)}`;
    default:
      throw new Error(`no deposit addresses for ${currency}`);
  }
}

const URI_SCHEMES: Readonly<Record<string, string>> = {
  BTC: 'bitcoin',
  LTC: 'litecoin',
  ETH: 'ethereum',
  DOG: 'dogecoin',
};

/** What a wallet app reads from the QR code: the coin's payment URI (BIP 21 style), or the bare address where the address carries its scheme (BCH) or wallets take it plain (USDT). */
export function paymentUri(currency: string, address: string): string {
  const scheme = URI_SCHEMES[currency];
  return scheme ? `${scheme}:${address}` : address;
}

/** The player's deposit address of a coin, made (with the coin's wallet) on first request. 422 for a coin without addresses. */
export async function cryptoAddress(
  tx: Queryable,
  userId: number,
  currency: string,
  now: Date,
): Promise<CryptoAddress> {
  const terms = CRYPTO_TERMS[currency];
  if (!terms) {
    throw invalid(
      'currency',
      `has no deposit addresses; coins with addresses: ${Object.keys(CRYPTO_TERMS).join(', ')}`,
    );
  }
  const find = () =>
    tx.query<{ address: string }>('select address from crypto_addresses where user_id = $1 and currency = $2', [
      userId,
      currency,
    ]);
  let [row] = await find();
  if (!row) {
    await openAccount(tx, userId, currency, now);
    for (let attempt = 0; !row && attempt < 3; attempt += 1) {
      // a conflict on the player and coin means a concurrent request made it; on the address, a (rare) collision
      [row] = await tx.query<{ address: string }>(
        `insert into crypto_addresses (user_id, currency, address, created_at) values ($1, $2, $3, $4)
         on conflict do nothing returning address`,
        [userId, currency, newCryptoAddress(currency), now],
      );
      row ??= (await find())[0];
    }
  }
  if (!row) throw new Error(`no ${currency} address could be made for player ${userId}`);
  return {
    currency,
    address: row.address,
    min_deposit_cents: terms.minDepositCents,
    qr_code: await QRCode.toDataURL(paymentUri(currency, row.address), {
      errorCorrectionLevel: 'M',
      margin: 1,
      width: 240,
    }),
  };
}

/** Owner and coin of a deposit address, or null. */
export async function addressOwner(
  tx: Queryable,
  address: string,
): Promise<{ userId: number; currency: string } | null> {
  const [row] = await tx.query<{ user_id: number; currency: string }>(
    'select user_id, currency from crypto_addresses where address = $1',
    [address],
  );
  return row ? { userId: row.user_id, currency: row.currency } : null;
}

/**
 * The chain confirmed `amountCents` sent to `address` (development simulator): a transfer below the coin's minimum
 * deposit is refused (422); otherwise a deposit is created and credited at once: created → processing → succeeded.
 */
export async function receiveCryptoDeposit(
  tx: Queryable,
  address: string,
  amountCents: number,
  now: Date,
): Promise<Payment> {
  const owner = await addressOwner(tx, address);
  if (!owner) throw new HttpError(404, { address: ['is not a deposit address of this casino'] });
  const method = findSandboxMethod(owner.currency, `crypto_${owner.currency.toLowerCase()}`);
  const terms = CRYPTO_TERMS[owner.currency];
  if (!method || !terms) throw new Error(`address ${address} belongs to ${owner.currency}, which has no crypto method`);
  if (amountCents < terms.minDepositCents) {
    const minimum = (await amountFormatter(tx, owner.currency))(terms.minDepositCents);
    throw invalid('amount_cents', `is below the minimum deposit of ${minimum}: the transfer is not credited`);
  }
  await checkDepositLimits(tx, owner.userId, owner.currency, amountCents, now);
  const [created] = await tx.query<PaymentRow>(
    `insert into payments (user_id, action, method_id, payment_system, brand, currency, amount_cents, state,
       instrument, crypto_address, created_at, updated_at)
     values ($1, 'deposit', $2, 'crypto', $3, $4, $5, 'created', $6, $6, $7, $7)
     returning ${PAYMENT_COLUMNS}`,
    [owner.userId, method.id, method.brand, owner.currency, amountCents, address, now],
  );
  if (!created) throw new Error('insert into payments returned no row');
  await tx.query(`insert into payment_transitions (payment_id, to_state, at) values ($1, 'created', $2)`, [
    created.id,
    now,
  ]);
  const processing = await transition(tx, created, 'processing', now, { reason: 'network_confirmed' });
  return toPayment(await succeedDeposit(tx, processing, now));
}
