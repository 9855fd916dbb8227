import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { RocketMart } from './RocketMart';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

const card = (title: string) => screen.getByRole('article', { name: title });

describe('RocketMart', () => {
  it('shows the banner, the points, the tabs and every group of rewards with their labels', async () => {
    const { container } = renderWidget(<RocketMart />, signedIn);
    expect(await screen.findByRole('heading', { name: 'Rocket Mart' })).toBeInTheDocument();
    expect(await screen.findByText('1,250')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('article', { name: '€11.00 cash' });
    for (const title of ['€1.00 cash', '€11.00 cash', '10 free spins on Sweet Bonanza', 'Bronze loot box']) {
      expect(card(title)).toBeInTheDocument();
    }
    expect(within(card('€11.00 cash')).getByText('Popular')).toBeInTheDocument();
    expect(within(card('€11.00 cash')).getByText('1,000 points')).toBeInTheDocument();
    expect(within(card('€11.00 cash')).getByText('€11.00 in cash')).toBeInTheDocument();
    expect(
      within(card('10 free spins on Sweet Bonanza')).getByText('10 free spins at a line bet of €0.10'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('moves between the tabs with the keyboard', async () => {
    const onTabChange = vi.fn();
    renderWidget(<RocketMart onTabChange={onTabChange} />, signedIn);
    const all = await screen.findByRole('tab', { name: 'All' });
    await screen.findByRole('article', { name: '€11.00 cash' });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Money' })).toHaveFocus();
    expect(onTabChange).toHaveBeenLastCalledWith('money');
    expect(screen.queryByRole('article', { name: /free spins/ })).toBeNull();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Special' })).toHaveAttribute('aria-selected', 'true');
    expect(card('A call from your personal manager')).toBeInTheDocument();
    expect(card('Bronze loot box')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '€1.00 cash' })).toBeNull();
  });

  it('shows the stepper only when more than one is affordable, within the balance', async () => {
    renderWidget(<RocketMart defaultTab="money" />, signedIn);
    const cheap = await screen.findByRole('article', { name: '€1.00 cash' });
    expect(within(card('€11.00 cash')).queryByRole('group')).toBeNull();
    const more = within(cheap).getByRole('button', { name: 'One more' });
    expect(within(cheap).getByRole('button', { name: 'One less' })).toBeDisabled();
    for (let i = 0; i < 11; i++) await userEvent.click(more);
    expect(within(cheap).getByText('12')).toBeInTheDocument();
    expect(more).toBeDisabled();
    expect(within(cheap).getByText('Total: 1,200 points')).toBeInTheDocument();
  });

  it('states the missing amount and offers to play games or go back to the shop', async () => {
    const { container, platform } = renderWidget(<RocketMart defaultTab="money" />, signedIn);
    const big = await screen.findByRole('article', { name: '€120.00 cash' });
    expect(within(big).getByText('8,750 more points needed')).toBeInTheDocument();
    await userEvent.click(within(big).getByRole('button', { name: 'Exchange €120.00 cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough comp points' });
    expect(dialog).toHaveTextContent('You need 8,750 more points for €120.00 cash.');
    expect(within(dialog).getByRole('link', { name: 'Play games' })).toHaveAttribute('href', 'https://casino.test/');
    expect(platform.requests.some((request) => request.route === 'exchangeCompPoints')).toBe(false);
    await expectNoAxeViolations(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the shop' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('exchanges points for cash and shows the result', async () => {
    const { container, casino } = renderWidget(<RocketMart defaultTab="money" />, signedIn);
    const cheap = await screen.findByRole('article', { name: '€1.00 cash' });
    await userEvent.click(within(cheap).getByRole('button', { name: 'One more' }));
    await userEvent.click(within(cheap).getByRole('button', { name: 'Exchange €1.00 cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exchange complete' });
    expect(dialog).toHaveTextContent('You exchanged 200 points for 2 × €1.00 cash.');
    expect(dialog).toHaveTextContent('€2.00 has been paid into your wallet.');
    expect(screen.getByText('1,050')).toBeInTheDocument();
    await waitFor(() => expect(casino.state.balance.value?.realCents).toBe(100_200));
    await expectNoAxeViolations(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a guest to registration from the exchange button', async () => {
    const onNavigate = vi.fn();
    const { container } = renderWidget(<RocketMart onNavigate={onNavigate} />);
    expect(await screen.findByText(/Sign up to earn comp points/)).toBeInTheDocument();
    const cash = await screen.findByRole('article', { name: '€11.00 cash' });
    expect(within(cash).queryByText(/more points needed/)).toBeNull();
    await userEvent.click(within(cash).getByRole('button', { name: 'Exchange €11.00 cash' }));
    expect(onNavigate).toHaveBeenCalledWith('https://casino.test/registration?redirect=%2Frocket-mart');
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('warns a multi-account player instead of exchanging', async () => {
    renderWidget(<RocketMart />, { ...signedIn, groups: [100] });
    const cash = await screen.findByRole('article', { name: '€1.00 cash' });
    await userEvent.click(within(cash).getByRole('button', { name: 'Exchange €1.00 cash' }));
    expect(await screen.findByRole('dialog', { name: 'Exchange not available' })).toBeInTheDocument();
  });

  it('asks to turn bonuses on before a reward given as a bonus, then exchanges it', async () => {
    const { casino, platform } = renderWidget(<RocketMart defaultTab="freespins" />, signedIn);
    await screen.findByRole('article', { name: '10 free spins on Sweet Bonanza' });
    const player = platform.players.find((candidate) => candidate.email === signedIn.signedInAs);
    if (player) player.canIssueBonuses = false;
    await act(() => casino.session.reloadProfile());
    await userEvent.click(screen.getByRole('button', { name: 'Exchange 10 free spins on Sweet Bonanza' }));
    const question = await screen.findByRole('alertdialog', { name: 'Turn on bonuses?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Turn on and exchange' }));
    const result = await screen.findByRole('dialog', { name: 'Exchange complete' });
    expect(result).toHaveTextContent('It is waiting for you in your gifts.');
    expect(within(result).getByRole('link', { name: 'Open my gifts' })).toHaveAttribute(
      'href',
      'https://casino.test/profile/gifts',
    );
  });

  it('says when the exchange failed', async () => {
    renderWidget(<RocketMart defaultTab="money" />, { ...signedIn, failures: { exchangeCompPoints: 500 } });
    const cheap = await screen.findByRole('article', { name: '€1.00 cash' });
    await userEvent.click(within(cheap).getByRole('button', { name: 'Exchange €1.00 cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'The exchange failed' });
    expect(dialog).toHaveTextContent('Nothing was spent. Please try again later.');
  });

  it('shows the read-more text of the CMS without what the sanitiser removes', async () => {
    const { container } = renderWidget(<RocketMart />, {
      loyalty: {
        readMoreHtml: '<p onclick="steal()">Points <strong>never</strong> expire.</p><script>steal()</script>',
      },
    });
    await userEvent.click(await screen.findByText('Read more'));
    const text = screen.getByText(/Points/);
    expect(text).toHaveTextContent('Points never expire.');
    expect(text).not.toHaveAttribute('onclick');
    expect(container.querySelector('script')).toBeNull();
  });

  it('says so, with a retry, when the rewards cannot be loaded', async () => {
    renderWidget(<RocketMart />, { ...signedIn, failures: { compPointRates: 500 } });
    expect(await screen.findByText('The rewards could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('follows the casino locale', async () => {
    const { casino } = renderWidget(<RocketMart defaultTab="money" />, signedIn);
    await screen.findByRole('article', { name: '€11.00 cash' });
    await act(() => casino.setLocale('de'));
    expect(await screen.findByRole('tab', { name: 'Geld' })).toBeInTheDocument();
    // a cash card's name is the amount it pays, in the player's language too
    const cash = screen.getByRole('article', { name: /^11,00\s€ in bar$/ });
    expect(within(cash).getByText('1.000 Punkte')).toBeInTheDocument();
  });
});
