import { fixtureJackpotWinAward } from '@casino/sdk/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { JackpotWinPopup } from './JackpotWinPopup';

describe('JackpotWinPopup', () => {
  it('opens on the win event with the amount and level, takes the focus and gives it back when closed', async () => {
    const user = userEvent.setup();
    const { container, casino } = renderWidget(
      <>
        <button type="button">Spin</button>
        <JackpotWinPopup />
      </>,
      { signedInAs: 'eur@casino.test' },
    );
    const spin = screen.getByRole('button', { name: 'Spin' });
    spin.focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => casino.events.emit('realtime:jackpot_win_award', { seq: 1, data: fixtureJackpotWinAward() }));
    const dialog = await screen.findByRole('dialog', { name: 'Jackpot!' });
    expect(dialog).toHaveTextContent('€254.32');
    expect(dialog).toHaveAccessibleDescription('You won the Major level of Mystic Gems. The win is in your balance.');
    expect(screen.getByRole('button', { name: 'Great' })).toHaveFocus();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Great' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(spin).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const { casino } = renderWidget(<JackpotWinPopup />, { signedInAs: 'eur@casino.test' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    act(() => casino.events.emit('realtime:jackpot_win_award', { seq: 1, data: fixtureJackpotWinAward() }));
    await screen.findByRole('dialog', { name: 'Jackpot!' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
