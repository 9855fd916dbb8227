import { describe, expect, it } from 'vitest';
import { ROUTES, routeKey, routePath } from './routes';

describe('routes', () => {
  it('fills in path parameters, each URI-encoded', () => {
    expect(routePath('removeLimit', { id: 12 })).toBe('/api/user_limits/12');
    expect(routePath('slotGame', { provider: 'pragmatic', slug: 'sweet bonanza' })).toBe(
      '/api/games/slot/pragmatic/sweet%20bonanza',
    );
    expect(routePath('cryptoAddress', { currency: 'a/b' })).toBe('/api/player/crypto_addresses/a%2Fb');
  });

  it('writes a route as its method and path', () => {
    expect(routeKey('signIn')).toBe('POST /api/users/sign_in');
    expect(routeKey('cancelBonus', { id: 3 })).toBe('DELETE /api/player/bonuses/3');
  });

  it('names each method and path once', () => {
    const keys = Object.values(ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
