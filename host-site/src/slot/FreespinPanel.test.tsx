import type { Freespin } from '@casino/sdk/contract';
import { type FixtureAnswer, fixtureAccount, type RouteResolvers } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PARTNER, renderSlot } from './testing/renderSlot';
import { freespinFixture, oceanRound } from './testing/slotFixtures';

/** Renders the real-money slot page in EUR with the player's free spins `records` and extra routes. */
function renderWithFreespins(records: Freespin[], routes: RouteResolvers = {}) {
  return renderSlot(
    `?mode=real&currency=EUR&parent=${encodeURIComponent(PARTNER)}`,
    {
      accounts: () => ({
        status: 200,
        body: [fixtureAccount('EUR', { amount_cents: 5_000, active: true })],
      }),
      freespins: () => ({ status: 200, body: records }),
      ...routes,
    },
    null,
  );
}

/** A free-spin answer: the winning ocean round at the record's line bet, the record after it, the wallet after it. */
function spinAnswer(freespin: Freespin, amountCents: number): FixtureAnswer {
  return {
    status: 201,
    body: {
      round: { ...oceanRound(freespin.bet_level, 'EUR'), bet_cents: freespin.bet_level * 20 },
      freespin,
      balance: fixtureAccount('EUR', { amount_cents: amountCents, active: true }),
    },
  };
}

describe('free spins on the slot page', () => {
  it('shows the spins left and plays a free spin on the same reels, announcing the result', async () => {
    const user = userEvent.setup();
    const record = freespinFixture();
    const { requests, posted, container } = await renderWithFreespins([record], {
      freespinRound: () => spinAnswer({ ...record, freespins_performed: 2, win_cents: 420 }, 5_000),
    });
    const panel = await screen.findByRole('region', { name: 'Free spins' });
    expect(within(panel).getByTestId('freespins-left')).toHaveTextContent('Free spins: 2 of 3 left');
    expect(within(panel).getByTestId('freespins-won')).toHaveTextContent('Won with free spins so far: €0.20');
    expect(panel).toHaveTextContent('Each free spin bets €0.10 on each of 20 lines');
    await expectNoAxeViolations(container);

    await user.click(within(panel).getByRole('button', { name: 'Play free spin' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Free spin: You won €4.00');
    expect(within(screen.getByRole('region', { name: 'Winning lines' })).getByRole('listitem')).toHaveTextContent(
      'Line 1: 3 × Starfish pays €4.00',
    );
    expect(within(panel).getByTestId('freespins-left')).toHaveTextContent('Free spins: 1 of 3 left');
    expect(within(panel).getByTestId('freespins-won')).toHaveTextContent('€4.20');
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('€50.00');
    expect(posted).toEqual([{ type: 'refresh_user', payload: {} }]);
    const spin = requests.find((request) => request.method === 'POST');
    expect(spin).toMatchObject({ route: 'freespinRound', params: { id: '7' } });
    expect(spin?.body).toEqual({ game: 'deepsea/pearl-reef' });
    expect(spin?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests.some((request) => request.route === 'realRound')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('says the winnings went to the bonus balance after the last spin, or to the cash', async () => {
    const user = userEvent.setup();
    const last = freespinFixture({ freespins_performed: 2, wager_multiplier: 5 });
    await renderWithFreespins([last], {
      freespinRound: () => spinAnswer({ ...last, stage: 'finished', freespins_performed: 3, win_cents: 420 }, 5_420),
    });
    await user.click(await screen.findByRole('button', { name: 'Play free spin' }));
    const panel = screen.getByRole('region', { name: 'Free spins' });
    await waitFor(() =>
      expect(panel).toHaveTextContent('Your free spins won €4.20. It went to your bonus balance, to wager 5 times.'),
    );
    expect(within(panel).queryByRole('button', { name: 'Play free spin' })).not.toBeInTheDocument();
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('€54.20');
  });

  it('pays winnings without wagering to the cash, in words', async () => {
    const user = userEvent.setup();
    const last = freespinFixture({ freespins_performed: 2 });
    await renderWithFreespins([last], {
      freespinRound: () => spinAnswer({ ...last, stage: 'finished', freespins_performed: 3, win_cents: 420 }, 5_420),
    });
    await user.click(await screen.findByRole('button', { name: 'Play free spin' }));
    expect(await screen.findByText('Your free spins won €4.20. It went to your cash balance.')).toBeInTheDocument();
  });

  it('activates issued free spins for this game, then offers to play them', async () => {
    const user = userEvent.setup();
    const issued = freespinFixture({ stage: 'issued', activatable: true, freespins_performed: 0, win_cents: 0 });
    const { requests } = await renderWithFreespins([issued], {
      activateFreespins: () => ({
        status: 200,
        body: { ...issued, stage: 'activated', activatable: false },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Activate 3 free spins' }));
    expect(await screen.findByRole('button', { name: 'Play free spin' })).toBeEnabled();
    expect(screen.getByTestId('freespins-left')).toHaveTextContent('Free spins: 3 of 3 left');
    expect(
      requests.filter((request) => request.method === 'POST').map(({ route, params }) => ({ route, params })),
    ).toEqual([{ route: 'activateFreespins', params: { id: '7' } }]);
  });

  it('offers nothing for other games, other currencies or finished records', async () => {
    const { requests } = await renderWithFreespins([
      freespinFixture({ id: 1, games: ['deepsea/other-reef'] }),
      freespinFixture({ id: 2, currency: 'USD' }),
      freespinFixture({ id: 3, stage: 'finished', freespins_performed: 3 }),
      freespinFixture({ id: 4, stage: 'canceled' }),
    ]);
    await waitFor(() => expect(requests.some((request) => request.route === 'freespins')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Free spins' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it('sends an unanswered free spin again with the same key', async () => {
    const user = userEvent.setup();
    const record = freespinFixture();
    const answers: FixtureAnswer[] = ['network', 'network', spinAnswer({ ...record, freespins_performed: 2 }, 5_000)];
    const { requests } = await renderWithFreespins([record], {
      freespinRound: () => answers.shift() ?? 'network',
    });
    await user.click(await screen.findByRole('button', { name: 'Play free spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection to the casino.');
    await user.click(screen.getByRole('button', { name: 'Play free spin' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Free spin: You won €4.00');
    const keys = requests.filter((request) => request.method === 'POST').map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });
});
