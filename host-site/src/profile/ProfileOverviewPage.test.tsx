import { demoPlayers, profileOf } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('profile overview', () => {
  it('lists the account details', async () => {
    const { container } = renderSite('/profile', { signedInAs: 'eur@casino.test' });
    const details = await screen.findByRole('heading', { name: 'Account details' });
    const list = details.parentElement?.querySelector('dl') as HTMLElement;
    expect(within(list).getByText('eur@casino.test')).toBeInTheDocument();
    expect(within(list).getByText('Lucky')).toBeInTheDocument();
    expect(within(list).getByText('Germany')).toBeInTheDocument();
    expect(within(list).getByText('EUR')).toBeInTheDocument();
    expect(screen.queryByText('Your email address is not confirmed yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile', current: 'page' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the unconfirmed-email notice with a resend link', async () => {
    const [player] = demoPlayers();
    const sent: unknown[] = [];
    renderSite('/profile', {
      signedInAs: 'eur@casino.test',
      routes: {
        player: () => ({ status: 200, body: { ...profileOf(player as never, 'CW'), confirmed_at: null } }),
        resendConfirmation: ({ body }) => {
          sent.push(body);
          return { status: 201 };
        },
      },
    });
    expect(await screen.findByText('Your email address is not confirmed yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText('A new confirmation email is on its way to eur@casino.test.')).toBeInTheDocument();
    expect(sent).toEqual([{ user: { email: 'eur@casino.test' } }]);
  });
});
