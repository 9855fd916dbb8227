import { casinoOrigin, frameRedirect, gameFrameUrl } from './gameFrameUrl';

describe('gameFrameUrl', () => {
  it('points at the slot page of the casino with mode, currency, language and the parent origin', () => {
    expect(
      gameFrameUrl({
        baseUrl: 'https://casino.test',
        provider: 'netent',
        slug: 'sweet-bonanza',
        mode: 'real',
        currency: 'EUR',
        language: 'de',
        parentOrigin: 'https://www.partner.test:8443',
      }),
    ).toBe(
      'https://casino.test/slot/netent/sweet-bonanza?mode=real&currency=EUR&lang=de&parent=https%3A%2F%2Fwww.partner.test%3A8443',
    );
  });

  it('stays on this origin for an empty base URL and escapes the path segments', () => {
    expect(
      gameFrameUrl({
        baseUrl: '',
        provider: 'a/b',
        slug: 'c d',
        mode: 'demo',
        currency: 'FUN',
        language: 'en',
        parentOrigin: 'http://localhost:3000',
      }),
    ).toBe('/slot/a%2Fb/c%20d?mode=demo&currency=FUN&lang=en&parent=http%3A%2F%2Flocalhost%3A3000');
  });
});

describe('casinoOrigin', () => {
  it('is the origin of the base URL, or of the page for a relative one', () => {
    expect(casinoOrigin('https://casino.test/app', 'http://localhost/play')).toBe('https://casino.test');
    expect(casinoOrigin('', 'http://localhost:3000/play/x/y')).toBe('http://localhost:3000');
  });
});

describe('frameRedirect', () => {
  const origin = 'https://casino.test';

  it('recognises the limits page, relative or absolute', () => {
    expect(frameRedirect('/profile/limits', origin)).toEqual({ kind: 'limits' });
    expect(frameRedirect('https://casino.test/profile/limits?from=slot', origin)).toEqual({ kind: 'limits' });
  });

  it('follows other pages of the casino as absolute URLs', () => {
    expect(frameRedirect('/deposit', origin)).toEqual({ kind: 'navigate', href: 'https://casino.test/deposit' });
  });

  it('refuses other origins and scripts', () => {
    expect(frameRedirect('https://evil.test/profile/limits', origin)).toBeNull();
    expect(frameRedirect('//evil.test/x', origin)).toBeNull();
    expect(frameRedirect('javascript:alert(1)', origin)).toBeNull();
  });
});
