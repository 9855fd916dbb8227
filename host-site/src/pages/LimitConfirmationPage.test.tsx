import { FIXTURE_LIMIT_TOKEN, fixtureLimit } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

const pendingRaise = fixtureLimit({
  id: 1,
  type: 'deposit',
  period: 'daily',
  amount: 20000,
  status: 'pending',
  confirm_until: '2026-03-03T10:00:00Z',
});

describe('limit confirmation page', () => {
  it('confirms the change of the emailed link once and links to the limits', async () => {
    const { container, requests, casino } = renderSite(`/profile/limits/confirm?token=${FIXTURE_LIMIT_TOKEN}`, {
      signedInAs: 'eur@casino.test',
      limits: [pendingRaise],
    });
    expect(await screen.findByText('The change to your limit is confirmed and in force now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your limits' })).toHaveAttribute('href', '/profile/limits');
    expect(requests.filter((r) => r.route === 'confirmLimit').map((r) => r.body)).toEqual([
      { token: FIXTURE_LIMIT_TOKEN },
    ]);
    expect(casino.limits.limits.value.map((limit) => limit.status)).toEqual(['active']);
    await expectNoAxeViolations(container);
  });

  it('works without a session, since the link carries the token', async () => {
    renderSite(`/profile/limits/confirm?token=${FIXTURE_LIMIT_TOKEN}`);
    expect(await screen.findByText('The change to your limit is confirmed and in force now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your limits' })).not.toBeInTheDocument();
  });

  it('shows the error of a refused token', async () => {
    const { container } = renderSite('/profile/limits/confirm?token=used', { signedInAs: 'eur@casino.test' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This limit link is invalid, used or no longer pending.');
    expect(alert).toHaveTextContent('is invalid or has expired');
    await expectNoAxeViolations(container);
  });

  it('explains that the page needs the emailed link', async () => {
    const { requests } = renderSite('/profile/limits/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link from the limit email.');
    expect(requests.some((r) => r.route === 'confirmLimit')).toBe(false);
  });
});
