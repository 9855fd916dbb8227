import { BONUS_STAGES, FINISHED_STAGES } from '../contract/bonuses';
import { BONUS_TRANSITIONS, canMoveGift, FREESPIN_TRANSITIONS, isGiftOver } from './gift-stages';

describe('bonus stages (core.md §4, docs/bonuses.md)', () => {
  it('activates an issued bonus into wagering or the wait queue, and promotes a waiting one', () => {
    expect(canMoveGift(BONUS_TRANSITIONS, 'issued', 'handle_bets')).toBe(true);
    expect(canMoveGift(BONUS_TRANSITIONS, 'issued', 'wait')).toBe(true);
    expect(canMoveGift(BONUS_TRANSITIONS, 'wait', 'handle_bets')).toBe(true);
  });

  it('ends wagering as wager_done or lost only from handle_bets', () => {
    expect(canMoveGift(BONUS_TRANSITIONS, 'handle_bets', 'wager_done')).toBe(true);
    expect(canMoveGift(BONUS_TRANSITIONS, 'handle_bets', 'lost')).toBe(true);
    expect(canMoveGift(BONUS_TRANSITIONS, 'issued', 'wager_done')).toBe(false);
    expect(canMoveGift(BONUS_TRANSITIONS, 'wait', 'lost')).toBe(false);
  });

  it('cancels and expires every bonus that is not over, and nothing leaves a final stage', () => {
    for (const stage of ['issued', 'wait', 'handle_bets'] as const) {
      expect(canMoveGift(BONUS_TRANSITIONS, stage, 'canceled')).toBe(true);
      expect(canMoveGift(BONUS_TRANSITIONS, stage, 'expired')).toBe(true);
    }
    for (const stage of ['wager_done', 'lost', 'canceled', 'expired'] as const) {
      expect(isGiftOver(BONUS_TRANSITIONS, stage)).toBe(true);
      expect(FINISHED_STAGES).toContain(stage);
    }
    expect(canMoveGift(BONUS_TRANSITIONS, 'handle_bets', 'issued')).toBe(false);
  });

  it('names only contract stages', () => {
    const named = [...Object.keys(BONUS_TRANSITIONS), ...Object.keys(FREESPIN_TRANSITIONS)];
    for (const stage of named) expect(BONUS_STAGES).toContain(stage);
  });
});

describe('free-spin stages (docs/bonuses.md, Free spins)', () => {
  it('activates issued spins and finishes activated ones', () => {
    expect(canMoveGift(FREESPIN_TRANSITIONS, 'issued', 'activated')).toBe(true);
    expect(canMoveGift(FREESPIN_TRANSITIONS, 'activated', 'finished')).toBe(true);
    expect(canMoveGift(FREESPIN_TRANSITIONS, 'issued', 'finished')).toBe(false);
  });

  it('cancels and expires until they are over', () => {
    expect(canMoveGift(FREESPIN_TRANSITIONS, 'activated', 'canceled')).toBe(true);
    expect(canMoveGift(FREESPIN_TRANSITIONS, 'issued', 'expired')).toBe(true);
    expect(canMoveGift(FREESPIN_TRANSITIONS, 'finished', 'canceled')).toBe(false);
    expect(isGiftOver(FREESPIN_TRANSITIONS, 'expired')).toBe(true);
  });
});
