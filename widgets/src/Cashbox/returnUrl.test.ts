import { defaultReturnUrl, returnedPaymentIdOf } from './returnUrl';

const page = (href: string) => ({ href, origin: new URL(href).origin });

describe('defaultReturnUrl', () => {
  it('is a path of this page when the casino is on this origin', () => {
    const here = page('https://casino.test/deposit?bonus=1&payment_id=7&payment_state=declined#top');
    expect(defaultReturnUrl(here, '')).toBe('/deposit?bonus=1');
    expect(defaultReturnUrl(here, 'https://casino.test')).toBe('/deposit?bonus=1');
    expect(defaultReturnUrl(here, '/api-root')).toBe('/deposit?bonus=1');
  });

  it('is the full page address on another origin (an embedding site)', () => {
    const here = page('https://partner.test/play?payment_id=7');
    expect(defaultReturnUrl(here, 'https://casino.test')).toBe('https://partner.test/play');
  });
});

describe('returnedPaymentIdOf', () => {
  it('reads a numeric payment_id only', () => {
    expect(returnedPaymentIdOf('?payment_id=42&payment_state=succeeded')).toBe(42);
    expect(returnedPaymentIdOf('?payment_id=4x')).toBeUndefined();
    expect(returnedPaymentIdOf('')).toBeUndefined();
  });
});
