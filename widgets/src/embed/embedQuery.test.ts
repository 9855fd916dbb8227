import { readEmbedQuery } from './embedQuery';

describe('readEmbedQuery', () => {
  it('reads an exact parent origin and a known locale', () => {
    expect(readEmbedQuery('?parent=http://localhost:8082&locale=fr-CA')).toEqual({
      parent: 'http://localhost:8082',
      locale: 'fr-CA',
    });
  });

  it('rejects a parent that is not exactly an origin', () => {
    for (const parent of ['http://localhost:8082/', 'http://localhost:8082/page', 'localhost:8082', 'null', '']) {
      expect(readEmbedQuery(`?parent=${encodeURIComponent(parent)}`).parent).toBeNull();
    }
    expect(readEmbedQuery('').parent).toBeNull();
  });

  it('leaves out a locale the casino does not speak', () => {
    expect(readEmbedQuery('?parent=https://partner.test&locale=xx').locale).toBeUndefined();
  });
});
