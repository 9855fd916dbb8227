import { parseBody } from './parse-body';

describe('body parsing (api-facts §10)', () => {
  it('gives null for an empty body', () => {
    expect(parseBody(undefined)).toBeNull();
    expect(parseBody('')).toBeNull();
    expect(parseBody('  \n')).toBeNull();
  });

  it('parses JSON and keeps anything else as text', () => {
    expect(parseBody('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(parseBody('42')).toBe(42);
    expect(parseBody('Service down')).toBe('Service down');
  });
});
