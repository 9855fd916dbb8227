import { fixtureLimit } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('limits page', () => {
  it('shows the limits widget under a Limits tab of the profile', async () => {
    const { container } = renderSite('/profile/limits', {
      signedInAs: 'eur@casino.test',
      limits: [fixtureLimit({ id: 1, type: 'deposit', period: 'daily', amount: 5000, used: 2000 })],
    });
    const list = await screen.findByRole('list', { name: 'Your limits' });
    expect(within(list).getByRole('progressbar', { name: 'Deposit limit (Daily)' })).toHaveAccessibleDescription(
      '€20.00 of €50.00 used',
    );
    const tabs = screen.getByRole('navigation', { name: 'Profile sections' });
    expect(within(tabs).getByRole('link', { name: 'Limits' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toMatch(/^Limits/));
    await expectNoAxeViolations(container);
  });

  it('is reached from the profile tabs', async () => {
    const { currentUrl } = renderSite('/profile/security', { signedInAs: 'eur@casino.test' });
    const tabs = await screen.findByRole('navigation', { name: 'Profile sections' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Limits' }));
    await waitFor(() => expect(currentUrl()).toBe('/profile/limits'));
    expect(await screen.findByText('You have no limits set.')).toBeInTheDocument();
  });

  it('sends a guest to registration with a redirect back', async () => {
    const { currentUrl } = renderSite('/profile/limits');
    await waitFor(() => expect(currentUrl()).toBe('/registration?redirect=%2Fprofile%2Flimits'));
    expect(screen.queryByRole('list', { name: 'Your limits' })).not.toBeInTheDocument();
  });
});
