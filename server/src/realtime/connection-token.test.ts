import { describe, expect, it } from 'vitest';
import { connectionToken, verifyConnectionToken } from './connection-token';

const SECRET = 'a'.repeat(64);
const NOW = new Date('2026-03-01T12:00:00Z');
const TIMESTAMP = String(NOW.getTime() / 1000);

describe('connection tokens', () => {
  it('verify for the player and time they were signed for', () => {
    const token = connectionToken(SECRET, '10', TIMESTAMP);
    expect(verifyConnectionToken(SECRET, { user: '10', timestamp: TIMESTAMP, token }, NOW)).toBe(10);
  });

  it('do not verify for another split of the same digits (user 10 at T is not user 1 at 0T)', () => {
    const token = connectionToken(SECRET, '10', TIMESTAMP);
    expect(verifyConnectionToken(SECRET, { user: '1', timestamp: `0${TIMESTAMP}`, token }, NOW)).toBeNull();
  });

  it('accept only canonical decimals: no leading zeros in user or timestamp', () => {
    const user = connectionToken(SECRET, '010', TIMESTAMP);
    expect(verifyConnectionToken(SECRET, { user: '010', timestamp: TIMESTAMP, token: user }, NOW)).toBeNull();
    const time = connectionToken(SECRET, '10', `0${TIMESTAMP}`);
    expect(verifyConnectionToken(SECRET, { user: '10', timestamp: `0${TIMESTAMP}`, token: time }, NOW)).toBeNull();
  });

  it('do not verify under another secret, for another player, or once expired', () => {
    const token = connectionToken(SECRET, '10', TIMESTAMP);
    expect(verifyConnectionToken('b'.repeat(64), { user: '10', timestamp: TIMESTAMP, token }, NOW)).toBeNull();
    expect(verifyConnectionToken(SECRET, { user: '11', timestamp: TIMESTAMP, token }, NOW)).toBeNull();
    const later = new Date(NOW.getTime() + 6 * 60 * 1000);
    expect(verifyConnectionToken(SECRET, { user: '10', timestamp: TIMESTAMP, token }, later)).toBeNull();
  });
});
