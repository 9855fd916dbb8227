import { FIXTURE_PASSWORD } from '@casino/sdk/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Balance } from './Balance';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

function amount(term: string) {
  return screen.getByText(term).nextElementSibling?.textContent;
}

describe('Balance', () => {
  it('gives guests a sign-in hint and no amounts, and asks for no currencies', async () => {
    const { container, platform } = renderWidget(<Balance />);
    expect(await screen.findByText('Sign in to see your balance.')).toBeInTheDocument();
    expect(screen.queryByText('Real money')).toBeNull();
    await expectNoAxeViolations(container);
    expect(platform.requests.filter((request) => request.route === 'currencies')).toHaveLength(0);
  });

  it('shows real and bonus money and the wagering progress of the active wallet', async () => {
    const { container } = renderWidget(<Balance />, signedIn);
    await screen.findByText('Real money');
    expect(amount('Real money')).toBe('€1,000.00');
    expect(amount('Bonus money')).toBe('€250.50');
    const progress = screen.getByRole('progressbar', { name: 'Wagering' });
    expect(progress).toHaveAttribute('value', '24');
    expect(progress).toHaveAccessibleDescription('€123.45 of €500.00 wagered (24%)');
    await expectNoAxeViolations(container);
  });

  it('appears as soon as the player signs in', async () => {
    const { casino } = renderWidget(<Balance />);
    await screen.findByText('Sign in to see your balance.');
    await act(() => casino.session.signIn('eur@casino.test', FIXTURE_PASSWORD));
    expect(await screen.findByText('Real money')).toBeInTheDocument();
    expect(amount('Real money')).toBe('€1,000.00');
  });

  it('switches to another wallet and shows crypto in its display unit', async () => {
    const { container, platform } = renderWidget(<Balance />, signedIn);
    const toggle = await screen.findByRole('button', { name: 'Wallet: EUR' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const own = screen.getByRole('list', { name: 'Your wallets' });
    expect(within(own).getByRole('button', { name: 'EUR €1,250.50' })).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(container);

    await userEvent.click(within(own).getByRole('button', { name: 'BTC 12,345.67 μBTC' }));

    const switched = await screen.findByRole('button', { name: 'Wallet: BTC' });
    // the label follows the active wallet a render before the list closes and gives the focus back
    await waitFor(() => expect(switched).toHaveAttribute('aria-expanded', 'false'));
    expect(switched).toHaveFocus();
    expect(amount('Real money')).toBe('12,345.67 μBTC');
    expect(amount('Bonus money')).toBe('0 μBTC');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(platform.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ currency: 'BTC' }]);
  });

  it('opens a wallet in a currency the player has no account in', async () => {
    renderWidget(<Balance />, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Wallet: EUR' }));
    const openable = screen.getByRole('list', { name: 'Open a wallet' });
    expect(within(openable).queryByRole('button', { name: /^EUR/ })).toBeNull();
    await userEvent.click(within(openable).getByRole('button', { name: 'USD — US Dollar' }));
    expect(await screen.findByRole('button', { name: 'Wallet: USD' })).toBeInTheDocument();
    expect(amount('Real money')).toBe('$0.00');
  });

  it('opens and closes the wallet list with the keyboard', async () => {
    renderWidget(<Balance />, signedIn);
    const toggle = await screen.findByRole('button', { name: 'Wallet: EUR' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'EUR €1,250.50' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Your wallets' })).toBeNull();
  });

  it('says so when the wallet cannot be switched', async () => {
    const { container } = renderWidget(<Balance />, {
      ...signedIn,
      failures: { selectAccount: 422 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Wallet: EUR' }));
    await userEvent.click(screen.getByRole('button', { name: 'BTC 12,345.67 μBTC' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The wallet could not be switched.');
    expect(alert).toHaveTextContent('The server had a problem.');
    expect(screen.getByRole('button', { name: 'Wallet: EUR' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('announces the switch while the platform answers', async () => {
    const { platform } = renderWidget(<Balance />, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Wallet: EUR' }));
    const held = platform.hold('selectAccount');
    await userEvent.click(screen.getByRole('button', { name: 'BTC 12,345.67 μBTC' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Switching wallet…');
    expect(screen.getByRole('button', { name: 'BTC 12,345.67 μBTC' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => held.release());
    expect(await screen.findByRole('button', { name: 'Wallet: BTC' })).toBeInTheDocument();
  });

  it('calls onDeposit from the deposit button, which only shows when the host handles it', async () => {
    const onDeposit = vi.fn();
    renderWidget(<Balance onDeposit={onDeposit} />, signedIn);
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
  });

  it('has no deposit button without onDeposit', async () => {
    renderWidget(<Balance />, signedIn);
    await screen.findByText('Real money');
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('follows the casino locale, amounts included', async () => {
    const { casino } = renderWidget(<Balance />, signedIn);
    await screen.findByText('Real money');
    await act(() => casino.setLocale('de'));
    expect(await screen.findByText('Echtgeld')).toBeInTheDocument();
    expect(amount('Echtgeld')).toBe('1.000,00\u00a0€');
    await act(() => casino.setLocale('no'));
    expect(await screen.findByText('Ekte penger')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Omsetningskrav' })).toBeInTheDocument();
  });
});

describe('Balance loading and errors', () => {
  it('is busy until the casino has started', async () => {
    const { container } = renderWidget(<Balance />, { network: 'pending' });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says it is loading once its strings are there and the casino is still starting', async () => {
    const { platform } = renderWidget(<Balance />, { signedInAs: 'eur@casino.test' });
    const held = platform.hold('player');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await act(async () => held.release());
    expect(await screen.findByText('Real money')).toBeInTheDocument();
  });

  it('says the casino could not be reached, with a retry, when the platform is unreachable', async () => {
    renderWidget(<Balance />, { network: 'unreachable' });
    expect(await screen.findByText('The casino could not be reached.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see your balance.')).toBeNull();
  });
});
