import { EXCHANGE_REFUSALS, type ExchangeRefusal, type ExchangeRefusalCode } from '@casino/sdk/contract';

/**
 * An exchange refused for a reason the client acts on (docs/loyalty.md, Rocket Mart): thrown inside the exchange's
 * transaction, so nothing it wrote stays, and answered 422 with its {@link ExchangeRefusal} body.
 */
export class ExchangeRefused extends Error {
  constructor(readonly body: ExchangeRefusal) {
    super(Object.values(body.errors).flat()[0] ?? body.code);
    this.name = 'ExchangeRefused';
  }
}

type PlainRefusal = Exclude<ExchangeRefusalCode, 'insufficient_points'>;

/** A refusal with its English message on `field` (`base` unless given). */
export function exchangeRefused(code: PlainRefusal, field = 'base', message: string = EXCHANGE_REFUSALS[code]) {
  return new ExchangeRefused({ errors: { [field]: [message] }, code });
}

/** Too few points: `missingPoints` more are needed (on the field `points`, with `missing_points`). */
export function insufficientPoints(missingPoints: number): ExchangeRefused {
  return new ExchangeRefused({
    errors: { points: [EXCHANGE_REFUSALS.insufficient_points(missingPoints)] },
    code: 'insufficient_points',
    missing_points: missingPoints,
  });
}
