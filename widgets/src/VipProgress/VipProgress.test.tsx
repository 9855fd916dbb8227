import { fixtureVipProgress } from '@casino/sdk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { VipProgress } from './VipProgress';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

describe('VipProgress', () => {
  it('shows the status, the overall progress and the deposit and bet bars with their amounts', async () => {
    const { container } = renderWidget(<VipProgress />, signedIn);
    expect(await screen.findByText('Your status: Bronze')).toBeInTheDocument();
    const overall = screen.getByRole('progressbar', { name: 'Progress to Silver' });
    expect(overall).toHaveAttribute('value', '30');
    const deposits = screen.getByRole('progressbar', { name: 'Deposits' });
    expect(deposits).toHaveAttribute('value', '35');
    expect(deposits).toHaveAccessibleDescription('€4,200.00 of €12,000.00');
    const bets = screen.getByRole('progressbar', { name: 'Bets' });
    expect(bets).toHaveAttribute('value', '26');
    expect(bets).toHaveAccessibleDescription('€31,500.00 of €120,000.00');
    expect(screen.getByText(/^The quarter ends in \d+ d \d+ h \d+ min$/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('falls back to the starting status with a retry when the progress cannot load', async () => {
    const { container, platform } = renderWidget(<VipProgress />, {
      ...signedIn,
      failures: { vipStatusProgress: 500 },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByText('Your status: Regular')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Bronze' })).toHaveAttribute('value', '0');
    expect(screen.getByRole('progressbar', { name: 'Deposits' })).toHaveAccessibleDescription('€0.00 of €6,000.00');
    await expectNoAxeViolations(container);
    const asked = platform.requests.filter((request) => request.route === 'vipStatusProgress').length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() =>
      expect(platform.requests.filter((request) => request.route === 'vipStatusProgress').length).toBe(asked + 1),
    );
  });

  it('says the highest status is held at diamond', async () => {
    renderWidget(<VipProgress />, {
      ...signedIn,
      vip: { progress: fixtureVipProgress({ currentStatus: 'diamond', activeStatus: 'diamond', nextStatus: null }) },
    });
    expect(await screen.findByText('You hold the highest status, for life.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('gives guests a sign-in hint, without asking the platform', async () => {
    const { container, platform } = renderWidget(<VipProgress />);
    expect(await screen.findByText('Sign in to see your VIP status and progress.')).toBeInTheDocument();
    expect(platform.requests.some((request) => request.route === 'vipStatusProgress')).toBe(false);
    await expectNoAxeViolations(container);
  });
});
