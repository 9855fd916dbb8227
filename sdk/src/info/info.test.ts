import { createCasino } from '../casino';
import { createFixturePlatform, FIXTURE_ORIGIN } from '../testing';
import { MESSAGES_CACHE_MS } from './info';

describe('server messages (api-facts §8)', () => {
  it('asks for /messages/{lang}.json with a cache-buster that changes every 5 minutes', async () => {
    const platform = createFixturePlatform({ messages: { de: { 'validation.email': 'Server text for de' } } });
    let now = 1_700_000_123_456;
    const casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, now: () => now });
    await expect(casino.info.messages('de')).resolves.toEqual({ 'validation.email': 'Server text for de' });
    now += MESSAGES_CACHE_MS;
    await casino.info.messages('de');
    const asked = platform.requests.filter((request) => request.route === 'messages');
    expect(asked.map((request) => request.params.file)).toEqual(['de.json', 'de.json']);
    expect(MESSAGES_CACHE_MS).toBe(300_000);
    expect(asked.map((request) => request.query.get('t'))).toEqual([
      String(Math.floor(1_700_000_123_456 / 300_000)),
      String(Math.floor(now / 300_000)),
    ]);
  });

  it('logs a failed load and answers no overrides', async () => {
    const platform = createFixturePlatform({ failures: { messages: 500 } });
    const casino = createCasino({ baseUrl: FIXTURE_ORIGIN, fetch: platform.fetch, retryDelay: () => 0 });
    const paths: string[] = [];
    casino.events.on('request-error', ({ path }) => paths.push(path));
    await expect(casino.info.messages('it')).resolves.toEqual({});
    expect(paths).toEqual(['/messages/it.json']);
  });
});
