import { FIXTURE_PASSWORD } from '@casino/sdk/testing';
import { act, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { CompPoints } from './CompPoints';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

describe('CompPoints', () => {
  it('shows the spendable points and the level of the lifetime points', async () => {
    const { container } = renderWidget(<CompPoints />, {
      ...signedIn,
      loyalty: { compPoints: { chargeable: 12_340, persistent: 20_500 } },
    });
    expect(await screen.findByText('12,340 points')).toBeInTheDocument();
    expect(await screen.findByText('Level: Platinum I')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows nothing for a guest, and the points once the player signs in', async () => {
    const { casino, container } = renderWidget(<CompPoints />);
    await act(() => casino.start());
    expect(screen.queryByText(/points/)).toBeNull();
    await act(() => casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD));
    expect(await screen.findByText('1,250 points')).toBeInTheDocument();
    expect(await screen.findByText('Level: Rising star II')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the points without a badge when the levels cannot be loaded', async () => {
    renderWidget(<CompPoints />, { ...signedIn, failures: { statuses: 500 } });
    expect(await screen.findByText('1,250 points')).toBeInTheDocument();
    expect(screen.queryByText(/^Level:/)).toBeNull();
  });

  it('follows the casino locale', async () => {
    const { casino } = renderWidget(<CompPoints />, signedIn);
    await screen.findByText('1,250 points');
    await act(() => casino.setLocale('de'));
    expect(await screen.findByText('1.250 Punkte')).toBeInTheDocument();
    expect(await screen.findByText('Stufe: Rising star II')).toBeInTheDocument();
  });
});
