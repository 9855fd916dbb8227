import { fixtureVipProgress } from '@casino/sdk/testing';
import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { VipManager } from './VipManager';

describe('VipManager', () => {
  it("shows the manager of the player's VIP status with his hours and contacts", async () => {
    const { container } = renderWidget(<VipManager />, { signedInAs: 'eur@casino.test' });
    const panel = await screen.findByRole('region', { name: 'Your VIP manager' });
    expect(within(panel).getByText('Anna Tamm')).toBeInTheDocument();
    expect(within(panel).getByText('Mon–Fri, 09:00–18:00 (Europe/Tallinn)')).toBeInTheDocument();
    expect(within(panel).getByText(/^(Online now|Offline)$/)).toBeInTheDocument();
    const contacts = within(panel).getByRole('list', { name: 'Contact Anna Tamm' });
    expect(within(contacts).getByRole('link', { name: 'Email anna@casino.test' })).toHaveAttribute(
      'href',
      'mailto:anna@casino.test',
    );
    expect(within(contacts).getByRole('link', { name: 'Telegram @anna_vip' })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(container);
  });

  it('says online now around the clock for a manager who works every hour', async () => {
    renderWidget(<VipManager />, {
      signedInAs: 'eur@casino.test',
      groups: [759],
      vip: { progress: fixtureVipProgress({ currentStatus: 'diamond', activeStatus: 'diamond', nextStatus: null }) },
    });
    const panel = await screen.findByRole('region', { name: 'Your VIP manager' });
    expect(within(panel).getByText('Marco Rossi')).toBeInTheDocument();
    expect(within(panel).getByText('Mon–Sun, 00:00–23:59 (UTC)')).toBeInTheDocument();
  });

  it('shows nothing to a guest, a regular player or a status without a manager', async () => {
    const { container, platform } = renderWidget(<VipManager />);
    await vi.waitFor(() => expect(platform.requests.length).toBeGreaterThan(0));
    expect(container.querySelector('section')).toBeNull();
    renderWidget(<VipManager />, { signedInAs: 'eur@casino.test', vip: { managers: [] } });
    renderWidget(<VipManager />, {
      signedInAs: 'eur@casino.test',
      vip: {
        progress: fixtureVipProgress({ currentStatus: 'regular', activeStatus: 'regular', nextStatus: 'bronze' }),
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your VIP manager' })).toBeNull();
  });
});
