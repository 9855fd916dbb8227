import { startTestPlatform, type TestPlatform } from '../../test/platform';
import { createCasino } from '../casino';
import { MESSAGES_CACHE_MS } from './info';

let platform: TestPlatform;

beforeEach(async () => {
  platform = await startTestPlatform();
});
afterEach(() => platform.close());

describe('server messages (api-facts §8)', () => {
  it('asks for /messages/{lang}.json with a cache-buster that changes every 5 minutes', async () => {
    let now = 1_700_000_123_456;
    const casino = createCasino({ baseUrl: platform.url, now: () => now });
    await expect(casino.info.messages('de')).resolves.toEqual({
      'validation.email': 'Server text for /messages/de.json',
    });
    now += MESSAGES_CACHE_MS;
    await casino.info.messages('de');
    const stamps = platform.seen('GET', '/messages/de.json').map((r) => r.query.get('t'));
    expect(MESSAGES_CACHE_MS).toBe(300_000);
    expect(stamps).toEqual([String(Math.floor(1_700_000_123_456 / 300_000)), String(Math.floor(now / 300_000))]);
  });

  it('logs a failed load and answers no overrides', async () => {
    platform.failing.add('/messages/it.json');
    const casino = createCasino({ baseUrl: platform.url, retryDelay: () => 0 });
    const paths: string[] = [];
    casino.events.on('request-error', ({ path }) => paths.push(path));
    await expect(casino.info.messages('it')).resolves.toEqual({});
    expect(paths).toEqual(['/messages/it.json']);
  });
});
