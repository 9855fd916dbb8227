import { requestFingerprint } from './idempotency';

describe('requestFingerprint', () => {
  it('is the same for the same parameters in another key order, and differs for other parameters', () => {
    const a = requestFingerprint('POST', '/api/x', {
      payment: { amount: 100, currency: 'EUR' },
      list: [1, { b: 2, a: 1 }],
    });
    const b = requestFingerprint('POST', '/api/x', {
      list: [1, { a: 1, b: 2 }],
      payment: { currency: 'EUR', amount: 100 },
    });
    expect(a).toBe(b);
    expect(requestFingerprint('POST', '/api/x', { payment: { amount: 101, currency: 'EUR' } })).not.toBe(
      requestFingerprint('POST', '/api/x', { payment: { amount: 100, currency: 'EUR' } }),
    );
    expect(requestFingerprint('POST', '/api/x', [[1], 2])).not.toBe(requestFingerprint('POST', '/api/x', [[1, 2]]));
    expect(requestFingerprint('POST', '/api/x', { a: undefined })).toBe(requestFingerprint('POST', '/api/x', {}));
  });

  it('fingerprints a value nested far deeper than the call stack goes, and a very long array', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 200_000; level++) deep = level % 2 === 0 ? [deep] : { a: deep };
    expect(requestFingerprint('POST', '/api/x', deep)).toMatch(/^[0-9a-f]{64}$/);
    expect(
      requestFingerprint(
        'POST',
        '/api/x',
        Array.from({ length: 500_000 }, () => 0),
      ),
    ).toMatch(/^[0-9a-f]{64}$/);
  });
});
