import { fullPath, loginFor, redirectQuery, redirectTargetOf, registrationFor, sitePath } from './redirectTarget';

describe('redirect targets', () => {
  it('keeps the whole target: path, query and hash', () => {
    expect(fullPath({ pathname: '/profile/security', search: '?tab=2fa', hash: '#code' })).toBe(
      '/profile/security?tab=2fa#code',
    );
    expect(registrationFor('/profile/security?tab=2fa')).toBe(
      '/registration?redirect=%2Fprofile%2Fsecurity%3Ftab%3D2fa',
    );
    expect(loginFor('/profile')).toBe('/login?redirect=%2Fprofile');
  });

  it('reads back what it wrote', () => {
    const target = '/profile/security?tab=2fa&x=a b#code';
    expect(redirectTargetOf(redirectQuery(target))).toBe('/profile/security?tab=2fa&x=a%20b#code');
  });

  it('accepts only paths inside the site', () => {
    expect(sitePath('/profile')).toBe('/profile');
    for (const outside of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'profile',
      '',
    ]) {
      expect(sitePath(outside)).toBeNull();
    }
    expect(sitePath(null)).toBeNull();
    expect(redirectTargetOf('?redirect=%2F%2Fevil.test')).toBeNull();
    expect(redirectTargetOf('?other=1')).toBeNull();
  });

  it('writes no query without a target', () => {
    expect(redirectQuery(null)).toBe('');
  });
});
