import {
  COMPLETE_PROFILE,
  createFixtureCasino,
  type FixtureCasinoOptions,
  fixtureDepositOffer,
} from '@casino/sdk/testing';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Cashbox } from '../Cashbox/Cashbox';
import { CasinoProvider } from '../provider/CasinoProvider';
import { DepositBonusPicker } from './DepositBonusPicker';

const fixed = fixtureDepositOffer({
  id: 'FIXED10',
  title: '€10 without wagering',
  bonuses: [
    {
      title: '€10',
      type: 'bonus',
      conditions: [],
      attributes: [],
      result_bonus: [
        {
          type: 'bonus',
          percent: null,
          amounts: [{ currency: 'EUR', amount_cents: 1_000 }],
          wager_multiplier: 0,
          max_win_multiplier: null,
        },
      ],
    },
  ],
});
const dollarsOnly = fixtureDepositOffer({
  id: 'USD50',
  title: 'Dollar bonus',
  bonuses: [
    {
      title: '$50',
      type: 'bonus',
      conditions: [],
      attributes: [],
      result_bonus: [
        {
          type: 'bonus',
          percent: null,
          amounts: [{ currency: 'USD', amount_cents: 5_000 }],
          wager_multiplier: 1,
          max_win_multiplier: null,
        },
      ],
    },
  ],
});
const player: FixtureCasinoOptions = {
  signedInAs: 'eur@casino.test',
  profile: COMPLETE_PROFILE,
  bonuses: { depositOffers: [fixtureDepositOffer(), fixed, dollarsOnly] },
};

function Controlled({ amountCents }: { amountCents: number }) {
  const [code, setCode] = useState<string | null>(null);
  return (
    <>
      <DepositBonusPicker currency="EUR" amountCents={amountCents} value={code} onChange={setCode} />
      <output>{code ?? 'none'}</output>
    </>
  );
}

describe('DepositBonusPicker', () => {
  it('offers No bonus and the offers of the currency with what they give for the amount', async () => {
    const { container } = renderWidget(<Controlled amountCents={5_000} />, player);
    const group = await screen.findByRole('group', { name: 'Deposit bonus' });
    const none = within(group).getByRole('radio', { name: 'No bonus' });
    expect(none).toBeChecked();
    const welcome = within(group).getByRole('radio', { name: /100% welcome bonus/ });
    expect(welcome.closest('label')).toHaveTextContent(
      'You get €50.00 bonus money, to wager €1,750.00.Minimum deposit €20.00.',
    );
    expect(
      within(group)
        .getByRole('radio', { name: /€10 without wagering/ })
        .closest('label'),
    ).toHaveTextContent('You get €10.00 bonus money, without wagering.');
    expect(within(group).queryByRole('radio', { name: /Dollar bonus/ })).toBeNull();
    await expectNoAxeViolations(container);

    await userEvent.click(welcome);
    expect(screen.getByText('WELCOME100')).toBeInTheDocument();
  });

  it('disables an offer whose minimum is above the amount, saying why', async () => {
    renderWidget(<Controlled amountCents={1_000} />, player);
    const welcome = await screen.findByRole('radio', { name: /100% welcome bonus/ });
    expect(welcome).toBeDisabled();
    expect(welcome.closest('label')).toHaveTextContent('Not available: deposit at least €20.00.');
    expect(screen.getByRole('radio', { name: /€10 without wagering/ })).toBeEnabled();
  });

  it('preselects the profile’s deposit bonus code when uncontrolled, and shows nothing to guests', async () => {
    const { casino, platform } = createFixtureCasino(player);
    const eur = platform.players.find((candidate) => candidate.email === 'eur@casino.test');
    if (eur) eur.depositBonusCode = 'FIXED10';
    render(
      <CasinoProvider casino={casino}>
        <DepositBonusPicker currency="EUR" amountCents={5_000} />
      </CasinoProvider>,
    );
    expect(await screen.findByRole('radio', { name: /€10 without wagering/ })).toBeChecked();
    cleanup();

    const guest = renderWidget(<DepositBonusPicker currency="EUR" amountCents={5_000} />, {
      bonuses: player.bonuses,
    });
    await waitFor(() => expect(guest.container.querySelector('.casino-skeleton')).toBeNull());
    expect(within(guest.container).queryByRole('group')).toBeNull();
  });
});

describe('the deposit bonus in the cashbox', () => {
  it('sends the chosen offer as the card deposit’s deposit_bonus_code', async () => {
    const { platform } = renderWidget(<Cashbox step="deposit" />, player);
    await screen.findByLabelText('Amount (EUR)');
    await userEvent.click(await screen.findByRole('radio', { name: /100% welcome bonus/ }));
    await userEvent.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await userEvent.type(screen.getByLabelText('Name on card'), 'Erika Muster');
    await userEvent.type(screen.getByLabelText('Expiry month (MM)'), '12');
    await userEvent.type(screen.getByLabelText('Expiry year (YY)'), '30');
    await userEvent.type(screen.getByLabelText('Security code (CVV)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    await waitFor(() => expect(platform.requests.some((r) => r.route === 'deposit')).toBe(true));
    const deposit = platform.requests.find((r) => r.route === 'deposit');
    expect(deposit?.body).toMatchObject({ payment: { deposit_bonus_code: 'WELCOME100', amount_cents: 5_000 } });
  });

  it('keeps the choice of a crypto deposit on the profile, which the next deposit to the address takes', async () => {
    const crypto = fixtureDepositOffer({
      id: 'BTCBOOST',
      title: 'Bitcoin boost',
      bonuses: [
        {
          title: '50% up to 1 mBTC',
          type: 'bonus',
          conditions: [],
          attributes: [],
          result_bonus: [
            {
              type: 'bonus',
              percent: 50,
              amounts: [{ currency: 'BTC', amount_cents: 100_000 }],
              wager_multiplier: 20,
              max_win_multiplier: null,
            },
          ],
        },
      ],
    });
    const { casino, platform } = renderWidget(<Cashbox step="deposit" />, {
      ...player,
      bonuses: { depositOffers: [crypto] },
    });
    await screen.findByLabelText('Amount (EUR)');
    await act(async () => {
      await casino.wallet.select('BTC');
    });
    const boost = await screen.findByRole('radio', { name: /Bitcoin boost/ });
    expect(boost.closest('label')).toHaveTextContent('Up to 1,000 μBTC bonus money.');
    await userEvent.click(boost);
    await waitFor(() => expect(casino.state.profile.value?.deposit_bonus_code).toBe('BTCBOOST'));
    expect(boost).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'No bonus' }));
    await waitFor(() => expect(casino.state.profile.value?.deposit_bonus_code).toBeNull());
    expect(platform.requests.filter((r) => r.path.endsWith('_bonus_code')).map((r) => r.method)).toEqual([
      'PATCH',
      'DELETE',
    ]);
  });
});
