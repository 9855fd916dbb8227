import { base32Decode, base32Encode, otpauthUri, totpCode, totpStep, verifyTotp } from './totp';

// RFC 6238 appendix B: the SHA-1 key is the ASCII string "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC test vector at T=%i s', (seconds, expected) => {
    expect(totpCode(RFC_KEY, totpStep(new Date(seconds * 1000)), 8)).toBe(expected);
  });

  it('round-trips base32 and rejects characters outside the alphabet', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET)?.equals(RFC_KEY)).toBe(true);
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')?.equals(RFC_KEY)).toBe(true);
    expect(base32Decode('GEZ1')).toBeNull();
  });

  it('accepts the current step and one step either side, not two', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_KEY, step), at)).toBe(step);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_KEY, step - 1), at)).toBe(step - 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_KEY, step + 1), at)).toBe(step + 1);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_KEY, step - 2), at)).toBeNull();
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_KEY, step + 2), at)).toBeNull();
  });

  it('refuses a replayed step, malformed codes and a malformed secret', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    const code = totpCode(RFC_KEY, step);
    expect(verifyTotp(RFC_SECRET, code, at, step)).toBeNull();
    expect(verifyTotp(RFC_SECRET, code, at, step - 1)).toBe(step);
    expect(verifyTotp(RFC_SECRET, '12345', at)).toBeNull();
    expect(verifyTotp(RFC_SECRET, 'abcdef', at)).toBeNull();
    expect(verifyTotp('not base32!', code, at)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps read', () => {
    expect(otpauthUri('Aurora Casino', 'a@b.test', 'ABC')).toBe(
      'otpauth://totp/Aurora%20Casino%3Aa%40b.test?secret=ABC&issuer=Aurora+Casino&algorithm=SHA1&digits=6&period=30',
    );
  });
});
