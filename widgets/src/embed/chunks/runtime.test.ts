import { createFixturePlatform, FIXTURE_ORIGIN, type FixturePlatform } from '@casino/sdk/testing';
import { init, refresh } from './runtime';

describe('script-tag runtime', () => {
  let platform: FixturePlatform;
  beforeAll(() => {
    platform = createFixturePlatform({ signedInAs: 'eur@casino.test' });
    vi.stubGlobal('fetch', platform.fetch);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('refuses a refresh handler that is not a function, before any request', async () => {
    await expect(refresh('showPlayer')).rejects.toThrow(
      'casino("refresh", handler?) takes a function that receives the player, or nothing.',
    );
    expect(platform.requests).toEqual([]);
  });

  it('hands the player of the casino named by init to the refresh handler', async () => {
    init({ baseUrl: FIXTURE_ORIGIN });
    const handler = vi.fn();

    await refresh(handler);

    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ email: 'eur@casino.test' }));
    await expect(refresh(undefined)).resolves.toBeUndefined();
  });
});
