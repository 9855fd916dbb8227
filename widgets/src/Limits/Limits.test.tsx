import { FIXTURE_PASSWORD, fixtureLimit } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Limits } from './Limits';

const signedIn = { signedInAs: 'eur@casino.test' } as const;
const several = [
  fixtureLimit({ id: 1, type: 'deposit', period: 'daily', amount: 5000, used: 5000 }),
  fixtureLimit({ id: 2, type: 'loss', period: 'weekly', amount: 10000, used: 2500 }),
  fixtureLimit({
    id: 3,
    type: 'loss',
    period: 'weekly',
    amount: 20000,
    used: 2500,
    status: 'pending',
    confirm_until: '2026-03-03T10:00:00Z',
  }),
  fixtureLimit({ id: 4, type: 'session', period: 'daily', session_minutes: 90 }),
];

async function limitList() {
  return screen.findByRole('list', { name: 'Your limits' });
}

describe('Limits', () => {
  it('says its limits are loading, then that there are none', async () => {
    const { platform, casino } = renderWidget(<Limits />);
    await screen.findByText('Sign in to manage your limits.');
    const held = platform.hold('limits');
    await act(() => casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('You have no limits set.')).toBeNull();
    await act(async () => held.release());
    expect(await screen.findByText('You have no limits set.')).toBeInTheDocument();
  });

  it('tells the player when the limits cannot be read, and reads them again on request', async () => {
    const failures: Record<string, number> = { limits: 500 };
    const { container } = renderWidget(<Limits />, { ...signedIn, limits: several, failures });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your limits could not be loaded.');
    expect(screen.queryByText('You have no limits set.')).toBeNull();
    await expectNoAxeViolations(container);

    delete failures.limits;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await limitList()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Your limits could not be loaded.')).toBeNull();
  });

  it('gives guests a sign-in hint', async () => {
    const { container } = renderWidget(<Limits />);
    expect(await screen.findByText('Sign in to manage your limits.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set limit' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when no limits are set', async () => {
    const { container } = renderWidget(<Limits />, signedIn);
    expect(await screen.findByText('You have no limits set.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lists limits with progress, reached and pending states, and warns about a reached one', async () => {
    const { container } = renderWidget(<Limits />, { ...signedIn, limits: several });
    const list = await limitList();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);

    const deposit = screen.getByRole('progressbar', { name: 'Deposit limit (Daily)' });
    expect(deposit).toHaveAttribute('value', '5000');
    expect(deposit).toHaveAttribute('max', '5000');
    expect(deposit).toHaveAccessibleDescription('€50.00 of €50.00 used');
    expect(items[0]).toHaveTextContent('Limit: €50.00');
    expect(items[0]).toHaveTextContent('Status: reached');
    expect(items[1]).toHaveTextContent('Status: active');
    expect(items[2]).toHaveTextContent(
      'Status: pending, takes effect on Mar 3, 2026, 10:00 AM UTC or at once when you confirm the link we emailed you',
    );
    expect(items[3]).toHaveTextContent('Minutes of play: 90');

    const warning = screen.getByText('Limit reached').parentElement;
    expect(warning).toHaveAttribute('role', 'status');
    expect(warning).toHaveTextContent('You have reached: Deposit limit (Daily).');
    await expectNoAxeViolations(container);
  });

  it('sets a deposit limit in the units of the wallet currency', async () => {
    const { container, platform } = renderWidget(<Limits />, signedIn);
    await screen.findByText('You have no limits set.');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'weekly');
    await userEvent.type(screen.getByLabelText('Amount (EUR)'), '1,250.50{Enter}');

    expect(await screen.findByText('Your limit is saved.')).toBeInTheDocument();
    expect(platform.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { type: 'deposit', period: 'weekly', accounts: [{ currency: 'EUR', amount_cents: 125050 }] },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Deposit limit (Weekly)' })).toHaveAccessibleDescription(
      '€0.00 of €1,250.50 used',
    );
    expect(screen.getByLabelText('Amount (EUR)')).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('refuses an amount it cannot read before calling the platform, and focuses it', async () => {
    const { platform } = renderWidget(<Limits />, signedIn);
    await screen.findByText('You have no limits set.');
    await userEvent.type(screen.getByLabelText('Amount (EUR)'), 'ten{Enter}');
    const amount = screen.getByLabelText('Amount (EUR)');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Enter an amount greater than 0.');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(platform.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('checks session minutes and amounts before calling the platform', async () => {
    const { container } = renderWidget(<Limits />, signedIn);
    await screen.findByText('You have no limits set.');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'session');
    const minutes = screen.getByLabelText('Minutes of play per period');
    await userEvent.type(minutes, '50000{Enter}');
    expect(minutes).toHaveAccessibleDescription('Enter whole minutes from 1 to 44640.');

    await userEvent.clear(minutes);
    await userEvent.type(minutes, '120{Enter}');
    expect(await screen.findByText('Minutes of play: 120')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Type'), 'deposit');
    await userEvent.type(screen.getByLabelText('Amount (EUR)'), '0{Enter}');
    expect(screen.getByLabelText('Amount (EUR)')).toHaveAccessibleDescription('Enter an amount greater than 0.');
    await expectNoAxeViolations(container);
  });

  it('shows a server refusal on the field it names', async () => {
    const { container } = renderWidget(<Limits />, signedIn);
    await screen.findByText('You have no limits set.');
    const amount = screen.getByLabelText('Amount (EUR)');
    await userEvent.type(amount, '5000000{Enter}');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('must be at most 100000000'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(amount).toHaveFocus());
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a refusal about the whole request above the form', async () => {
    renderWidget(<Limits />, {
      ...signedIn,
      limits: [fixtureLimit({ id: 1, type: 'cooling_off', period: 'weekly', disable_at: '2026-03-09T10:00:00Z' })],
    });
    await limitList();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'cooling_off');
    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, start the cooling-off' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The limit could not be saved.');
    expect(alert).toHaveTextContent('a cooling-off or self-exclusion cannot be lifted or shortened');
  });

  it('asks for a confirmation before a cooling-off, and can be cancelled', async () => {
    const { container, platform } = renderWidget(<Limits />, signedIn);
    await screen.findByText('You have no limits set.');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'cooling_off');
    await userEvent.selectOptions(screen.getByLabelText('Duration'), 'weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));

    const confirm = await screen.findByRole('button', { name: 'Yes, start the cooling-off' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(screen.getByText(/A cooling-off of 7 days blocks deposits and play at once/)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes, start the cooling-off' })).toBeNull();
    expect(platform.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    const again = await screen.findByRole('button', { name: 'Yes, start the cooling-off' });
    await waitFor(() => expect(again).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('In force until Mar 9, 2026, 10:00 AM UTC')).toBeInTheDocument();
    expect(platform.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { type: 'cooling_off', period: 'weekly' },
    ]);
    expect(
      screen.getByText(
        'You have reached: Cooling-off (7 days). Deposits or play stay blocked until the limit resets or ends.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove Cooling-off/ })).toBeNull();
  });

  it('starts a self-exclusion of 180 days after its confirmation', async () => {
    const { platform } = renderWidget(<Limits />, signedIn);
    await screen.findByText('You have no limits set.');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'self_exclusion');
    expect(screen.queryByLabelText('Period')).toBeNull();
    expect(screen.getByText('A self-exclusion lasts 180 days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set limit' }));
    expect(screen.getByText(/A self-exclusion of 180 days blocks deposits and play at once/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, exclude me' }));
    await waitFor(() =>
      expect(platform.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
        { type: 'self_exclusion' },
      ]),
    );
  });

  it('asks to remove a limit and explains the 24 hours', async () => {
    const { container, platform } = renderWidget(<Limits />, { ...signedIn, limits: several });
    await limitList();
    const remove = screen.getByRole('button', { name: 'Remove Loss limit (Weekly)', description: /24 hours/ });
    await expectNoAxeViolations(container);
    await userEvent.click(remove);
    expect(await screen.findByText(/^Removal requested\. It takes effect after 24 hours/)).toBeInTheDocument();
    expect(within(await limitList()).getAllByRole('listitem')[1]).toHaveTextContent(
      'Status: removal requested, ends on Mar 3, 2026, 10:00 AM UTC',
    );
    expect(platform.requests.some((r) => r.route === 'removeLimit' && r.params.id === '2')).toBe(true);
  });

  it('drops a pending raise at once', async () => {
    renderWidget(<Limits />, { ...signedIn, limits: several });
    await limitList();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the pending change of Loss limit (Weekly)' }));
    expect(await screen.findByText('The pending change was dropped.')).toBeInTheDocument();
    expect(within(await limitList()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says so when a removal fails', async () => {
    renderWidget(<Limits />, { ...signedIn, limits: several, failures: { removeLimit: 422 } });
    await limitList();
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove Deposit limit (Daily)' })[0] as HTMLElement);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The limit could not be removed.');
    expect(alert).toHaveTextContent('The server had a problem.');
  });

  it('follows the casino locale', async () => {
    const { casino } = renderWidget(<Limits />, { ...signedIn, limits: several });
    await limitList();
    await act(() => casino.setLocale('de'));
    expect(await screen.findByRole('list', { name: 'Deine Limits' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Einzahlungslimit (Täglich)' })).toHaveAccessibleDescription(
      '50,00\u00a0€ von 50,00\u00a0€ verbraucht',
    );
  });
});
