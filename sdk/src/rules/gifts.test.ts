import { BONUS_STAGES } from '../contract/bonuses';
import { canReceiveGifts, isFinishedStage, isNewGift } from './gifts';

describe('gift stages (core.md §4)', () => {
  it('counts finished, canceled, expired, wager_done and lost as finished, the rest as active', () => {
    const finished = BONUS_STAGES.filter(isFinishedStage);
    expect(finished.sort()).toEqual(['canceled', 'expired', 'finished', 'lost', 'wager_done']);
    expect(BONUS_STAGES.filter((stage) => !isFinishedStage(stage)).sort()).toEqual([
      'activated',
      'handle_bets',
      'issued',
      'wait',
    ]);
  });
});

describe('new gifts (core.md §4: activatable with a deadline, or no wager amount)', () => {
  it('is new when activatable with a deadline, even with wagering done', () => {
    expect(isNewGift({ activatable: true, activatable_until: '2026-12-01T00:00:00Z', amount_wager_cents: 500 })).toBe(
      true,
    );
  });

  it('is new when nothing was wagered, and not once wagering started without a deadline', () => {
    expect(isNewGift({ activatable: false, activatable_until: null, amount_wager_cents: 0 })).toBe(true);
    expect(isNewGift({ activatable: false, activatable_until: null })).toBe(true);
    expect(isNewGift({ activatable: false, activatable_until: null, amount_wager_cents: 1 })).toBe(false);
    expect(isNewGift({ activatable: true, activatable_until: null, amount_wager_cents: 1 })).toBe(false);
    expect(isNewGift({ activatable: false, activatable_until: '2026-12-01T00:00:00Z', amount_wager_cents: 1 })).toBe(
      false,
    );
  });
});

describe('who receives gifts (core.md §6)', () => {
  it('needs can_issue_bonuses and no pending deposit bonus code', () => {
    expect(canReceiveGifts({ can_issue_bonuses: true, deposit_bonus_code: null })).toBe(true);
    expect(canReceiveGifts({ can_issue_bonuses: true, deposit_bonus_code: '' })).toBe(true);
    expect(canReceiveGifts({ can_issue_bonuses: false, deposit_bonus_code: null })).toBe(false);
    expect(canReceiveGifts({ can_issue_bonuses: true, deposit_bonus_code: 'QUICK10' })).toBe(false);
  });
});
