import { fixtureDepositOffer } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const offers = { depositOffers: [fixtureDepositOffer({ title: 'Welcome bonus 100%' })] };

describe('single bonus page', () => {
  it('tells a guest what the offer gives in their currency, and signs them up with the code kept', async () => {
    const { container } = renderSite('/bonuses/welcome100', { bonuses: offers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus 100%' })).toBeInTheDocument();
    expect(screen.getByText('100% of your deposit, up to €200.00')).toBeInTheDocument();
    expect(screen.getByText('Minimum deposit: €20.00')).toBeInTheDocument();
    expect(screen.getByText('Wager 35 times the bonus before it turns into cash')).toBeInTheDocument();
    expect(screen.getByText('It turns into at most 10 times the bonus in cash')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up to get it' })).toHaveAttribute(
      'href',
      '/sign-up?deposit_code=WELCOME100',
    );
    await expectNoAxeViolations(container);
  });

  it('lets a player deposit with it: the code is set and the deposit opens', async () => {
    const { currentUrl, platform } = renderSite('/bonuses/WELCOME100', {
      signedInAs: 'eur@casino.test',
      bonuses: offers,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit with this bonus' }));
    await waitFor(() => expect(currentUrl()).toBe('/deposit'));
    expect(platform.players.find((p) => p.email === 'eur@casino.test')?.depositBonusCode).toBe('WELCOME100');
  });

  it('says when a code is no offer, and lists the offers at /bonuses', async () => {
    renderSite('/bonuses/NOPE', { bonuses: offers });
    expect(await screen.findByRole('heading', { name: 'This bonus does not exist or has ended.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All bonuses' }));
    expect(await screen.findByRole('link', { name: 'Welcome bonus 100%' })).toHaveAttribute(
      'href',
      '/bonuses/WELCOME100',
    );
  });
});
