import { fixtureBonus } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

describe('bonus balance page', () => {
  it('shows real and bonus money, the wagering progress and the bonus being wagered', async () => {
    const wagered = fixtureBonus({ id: 7, title: 'Reload bonus', stage: 'handle_bets', activatable: false });
    const { container } = renderSite('/bonus-balance', {
      signedInAs: 'eur@casino.test',
      bonuses: { bonuses: [wagered] },
    });
    expect(await screen.findByTestId('bonus-balance-real')).toHaveTextContent('€1,000.00');
    expect(screen.getByTestId('bonus-balance-bonus')).toHaveTextContent('€250.50');
    expect(screen.getByText('Wagered €123.45 of €500.00')).toBeInTheDocument();
    expect(screen.getByText('24% wagered')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Reload bonus' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('sends a guest to registration', async () => {
    const { currentUrl } = renderSite('/bonus-balance');
    await screen.findByRole('dialog', { name: 'Create an account' });
    expect(currentUrl()).toBe('/registration?redirect=%2Fbonus-balance');
  });
});
