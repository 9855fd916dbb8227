import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const notice = { id: 4, type: 'info' as const, title: 'New cashbox in testing', text: 'Try it.', content: null };

describe('player notices', () => {
  it('shows the notices the platform gives a tester, and closes one for the tab', async () => {
    renderSite('/', { signedInAs: 'eur@casino.test', bonuses: { notices: [notice] } });
    const region = await screen.findByRole('region', { name: 'Notices for testers' });
    expect(within(region).getByText('New cashbox in testing')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notices for testers' })).toBeNull());
  });

  it('shows the notice content as the formatted text the server sanitised, never as tags', async () => {
    const html = { ...notice, content: '<p>Planned <strong>maintenance</strong> tonight.</p>' };
    renderSite('/', { signedInAs: 'eur@casino.test', bonuses: { notices: [html] } });
    const region = await screen.findByRole('region', { name: 'Notices for testers' });
    expect(within(region).getByText('maintenance').tagName).toBe('STRONG');
    expect(region.textContent).not.toContain('<p>');
  });

  it('shows nothing to a guest', async () => {
    renderSite('/', { bonuses: { notices: [notice] } });
    await screen.findAllByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('region', { name: 'Notices for testers' })).toBeNull();
  });
});
