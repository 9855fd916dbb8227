import { isAllowedOrigin } from './request-origin';

describe('isAllowedOrigin', () => {
  it('allows exactly the public and embed origins', () => {
    const config = { publicOrigins: ['https://casino.example'], embedOrigins: ['https://partner.example'] };
    expect(isAllowedOrigin(config, 'https://casino.example')).toBe(true);
    expect(isAllowedOrigin(config, 'https://partner.example')).toBe(true);
    expect(isAllowedOrigin(config, 'https://casino.example.evil.example')).toBe(false);
    expect(isAllowedOrigin(config, 'http://casino.example')).toBe(false);
    expect(isAllowedOrigin(config, 'null')).toBe(false);
  });
});
