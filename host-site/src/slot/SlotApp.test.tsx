import {
  FIXTURE_CURRENCIES,
  FIXTURE_ORIGIN,
  fixtureAccount,
  fixtureProject,
  type RouteResolvers,
} from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funBalanceKey } from './funBalance';
import { SlotApp, type SlotBridgeClient } from './SlotApp';
import { readSlotQuery } from './slotQuery';
import { englishSlotT } from './testing/englishSlotT';
import { memoryStorage, PARTNER, renderSlot } from './testing/renderSlot';
import { OCEAN_SLOT, oceanRound } from './testing/slotFixtures';
import { slotPlatform } from './testing/slotPlatform';

const GAME_PATH = '/slot/deepsea/pearl-reef';

const money = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(' ', '\\s'));

describe('the slot page', () => {
  it('draws the themed window, plays a demo round, highlights the winning line and announces the win', async () => {
    const user = userEvent.setup();
    const { container, requests, storage } = await renderSlot(`?mode=demo&parent=${encodeURIComponent(PARTNER)}`, {
      demoRound: ({ body }) => ({
        status: 201,
        body: { round: oceanRound((body as { line_bet_cents: number }).line_bet_cents, 'FUN') },
      }),
    });
    expect(screen.getByText('by Deep Sea Games')).toBeInTheDocument();
    expect(screen.getByTestId('slot-balance')).toHaveTextContent(money('FUN 1,000.00'));
    expect(screen.getByTestId('slot-total-bet')).toHaveTextContent(money('FUN 2.00'));
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Spin' }));

    expect(await screen.findByRole('status')).toHaveTextContent(money('You won FUN 4.00'));
    const window = screen.getByRole('img', { name: /^Reels\./ });
    expect(window).toHaveAccessibleName(
      'Reels. Top row: A, K, Q, J, Anchor. Middle row: Starfish, Starfish, Starfish, Shell, A. Bottom row: J, Q, Wave, A, K.',
    );
    const winning = [...window.querySelectorAll('[data-win="true"]')].map((cell) => cell.getAttribute('data-symbol'));
    expect(winning).toEqual(['h1', 'h1', 'h1']);
    expect(window.querySelector('polyline[data-line="1"]')).toHaveAttribute(
      'points',
      '50,150 150,150 250,150 350,150 450,150',
    );
    expect(within(screen.getByRole('region', { name: 'Winning lines' })).getByRole('listitem')).toHaveTextContent(
      money('Line 1: 3 × Starfish pays FUN 4.00'),
    );
    // 1,000.00 − 2.00 bet + 4.00 win, kept for the tab
    expect(screen.getByTestId('slot-balance')).toHaveTextContent(money('FUN 1,002.00'));
    expect(storage.items.get(funBalanceKey('deepsea/pearl-reef'))).toBe('100200');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      game: 'deepsea/pearl-reef',
      line_bet_cents: 10,
    });
    await expectNoAxeViolations(container);
  });

  it('offers line bets in steps within the bounds and stakes the chosen one; Space on the page spins', async () => {
    const user = userEvent.setup();
    const { requests } = await renderSlot('?mode=demo', {
      demoRound: ({ body }) => ({
        status: 201,
        body: { round: oceanRound((body as { line_bet_cents: number }).line_bet_cents, 'FUN', false) },
      }),
    });
    const select = screen.getByRole('combobox', { name: 'Line bet' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['1', '2', '5', '10', '20', '50', '100', '200', '500', '1000', '2000', '5000', '10000']);
    await user.selectOptions(select, '50');
    expect(screen.getByTestId('slot-total-bet')).toHaveTextContent(money('FUN 10.00'));

    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard(' ');

    expect(await screen.findByRole('status')).toHaveTextContent('No win');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { game: 'deepsea/pearl-reef', line_bet_cents: 50 },
    ]);
    expect(screen.getByTestId('slot-balance')).toHaveTextContent(money('FUN 990.00'));
    expect(screen.queryByRole('region', { name: 'Winning lines' })).not.toBeInTheDocument();
  });

  it('offers to reset a fun balance that runs below the bet', async () => {
    const user = userEvent.setup();
    await renderSlot('?mode=demo', {}, memoryStorage({ [funBalanceKey('deepsea/pearl-reef')]: '150' }));
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset balance' }));
    expect(screen.getByTestId('slot-balance')).toHaveTextContent(money('FUN 1,000.00'));
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it('plays real rounds from the wallet and asks the casino page to refresh the player after each', async () => {
    const user = userEvent.setup();
    const { posted, requests, bridges } = await renderSlot(
      `?mode=real&currency=EUR&parent=${encodeURIComponent(PARTNER)}`,
      {
        accounts: () => ({
          status: 200,
          body: [fixtureAccount('EUR', { amount_cents: 5_000, active: true })],
        }),
        realRound: () => ({
          status: 201,
          body: { round: oceanRound(10, 'EUR'), balance: fixtureAccount('EUR', { amount_cents: 5_200, active: true }) },
        }),
      },
    );
    expect(bridges).toEqual([PARTNER]);
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('€50.00');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You won €4.00');
    expect(screen.getByTestId('slot-balance')).toHaveTextContent('€52.00');
    expect(posted).toEqual([{ type: 'refresh_user', payload: {} }]);
    const round = requests.find((request) => request.method === 'POST');
    expect(round?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(round?.body).toEqual({ game: 'deepsea/pearl-reef', currency: 'EUR', line_bet_cents: 10 });
  });

  it('shows a limit refusal in the server’s words and sends the player to the limits page', async () => {
    const user = userEvent.setup();
    const refusal = 'play is blocked by your cooling-off until 2026-03-03 12:00 UTC';
    const { posted, container } = await renderSlot(`?mode=real&currency=EUR&parent=${encodeURIComponent(PARTNER)}`, {
      accounts: () => ({
        status: 200,
        body: [fixtureAccount('EUR', { amount_cents: 15_000, active: true })],
      }),
      realRound: () => ({ status: 422, body: { errors: { base: [refusal] } } }),
    });
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your limits stop this spin.');
    expect(alert).toHaveTextContent(refusal);
    expect(posted).toEqual([{ type: 'redirect', payload: { url: `${FIXTURE_ORIGIN}/profile/limits` } }]);
    await expectNoAxeViolations(container);
  });

  it('offers a deposit when the cash is short, and asks for sign-in on a 401', async () => {
    const user = userEvent.setup();
    const short =
      'not enough money: the bet of €2.00 is more than the €1.00 cash in your EUR wallet; lower the line bet or make a deposit';
    const answers = [
      { status: 422, body: { errors: { line_bet_cents: [short] } } },
      { status: 401, body: { errors: { base: ['You need to sign in'] } } },
    ];
    const { posted } = await renderSlot(`?mode=real&currency=EUR&parent=${encodeURIComponent(FIXTURE_ORIGIN)}`, {
      accounts: () => ({
        status: 200,
        body: [fixtureAccount('EUR', { amount_cents: 100, active: true })],
      }),
      realRound: () => answers.shift() ?? { status: 500 },
    });
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(short);
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(posted).toEqual([{ type: 'redirect', payload: { url: `${FIXTURE_ORIGIN}/deposit` } }]);

    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sign in to play for real money.'));
    expect(posted.at(-1)).toEqual({ type: 'redirect', payload: { url: `${FIXTURE_ORIGIN}/sign-in` } });
  });

  it('runs without a bridge for a parent the project does not allow, linking to the casino page instead', async () => {
    const user = userEvent.setup();
    const { bridges } = await renderSlot(
      `?mode=real&currency=EUR&parent=${encodeURIComponent('https://evil.example')}`,
      {
        accounts: () => ({
          status: 200,
          body: [fixtureAccount('EUR', { amount_cents: 15_000, active: true })],
        }),
        realRound: () => ({
          status: 422,
          body: { errors: { base: ['play is blocked by your self-exclusion until it ends'] } },
        }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('link', { name: 'Open my limits' })).toHaveAttribute(
      'href',
      `${FIXTURE_ORIGIN}/profile/limits`,
    );
    expect(bridges).toEqual([]);
  });

  it('opens the paytable as a dialog that Escape closes, giving the focus back', async () => {
    const user = userEvent.setup();
    const { container } = await renderSlot('?mode=demo', {});
    const opener = screen.getByRole('button', { name: 'Paytable' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Paytable' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog).getByRole('row', { name: /Starfish/ })).toHaveTextContent('× 40× 200× 1000');
    expect(within(dialog).getByRole('row', { name: /Pearl/ })).toHaveTextContent('× 5× 20× 100');
    expect(dialog).toHaveTextContent('Kraken is wild: it stands in for every symbol except Pearl.');
    expect(dialog).toHaveTextContent('Return to player: 96.00%');
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

async function renderSignedOut() {
  const platform = slotPlatform({
    slotGame: () => ({ status: 200, body: OCEAN_SLOT }),
    project: () => ({ status: 200, body: { ...fixtureProject('CW'), embed_origins: [PARTNER] } }),
    currencies: () => ({ status: 200, body: FIXTURE_CURRENCIES }),
    accounts: () => ({ status: 401, body: { errors: { base: ['You need to sign in'] } } }),
  });
  const posted: { type: string; payload: unknown }[] = [];
  const connectBridge = (): SlotBridgeClient => ({
    send: (type, payload) => void posted.push({ type, payload }),
    destroy: () => undefined,
  });
  render(
    <SlotApp
      query={readSlotQuery(GAME_PATH, `?mode=real&currency=EUR&parent=${encodeURIComponent(PARTNER)}`)}
      calls={platform.calls}
      origin={FIXTURE_ORIGIN}
      t={await englishSlotT()}
      connectBridge={connectBridge}
      storage={null}
      spinMs={0}
    />,
  );
  return { posted };
}

describe('the slot page cannot play', () => {
  it('says so for a broken link, an unknown game, a game without demo play and a guest on a real link', async () => {
    const t = await englishSlotT();
    const { calls } = slotPlatform({});
    const { unmount } = render(
      <SlotApp
        query={readSlotQuery(GAME_PATH, '?mode=real')}
        calls={calls}
        origin={FIXTURE_ORIGIN}
        t={t}
        storage={null}
        spinMs={0}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This game link does not say which wallet to play from.');
    unmount();

    const cases: [RouteResolvers, string, string][] = [
      [
        { slotGame: () => ({ status: 404, body: { errors: { game: ['No game'] } } }) },
        '?mode=demo',
        'This game does not exist.',
      ],
      [
        {
          slotGame: () => ({
            status: 200,
            body: { ...OCEAN_SLOT, has_demo_mode: false },
          }),
        },
        '?mode=demo',
        'This game has no demo play.',
      ],
      [
        { accounts: () => ({ status: 401, body: { errors: { base: ['You need to sign in'] } } }) },
        '?mode=real&currency=EUR',
        'Sign in to play for real money.',
      ],
      [{ accounts: () => ({ status: 200, body: [] }) }, '?mode=real&currency=EUR', 'You have no EUR wallet.'],
      [{}, '?mode=real&currency=BTC', 'This game is not offered in BTC.'],
    ];
    for (const [routes, search, text] of cases) {
      const platform = slotPlatform({
        slotGame: () => ({ status: 200, body: OCEAN_SLOT }),
        project: () => ({ status: 200, body: fixtureProject('CW') }),
        currencies: () => ({ status: 200, body: FIXTURE_CURRENCIES }),
        ...routes,
      });
      const view = render(
        <SlotApp
          query={readSlotQuery(GAME_PATH, search)}
          calls={platform.calls}
          origin={FIXTURE_ORIGIN}
          t={t}
          storage={null}
          spinMs={0}
        />,
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      view.unmount();
    }
  });

  it('sends a guest on a real-money link to sign in through the bridge', async () => {
    const { posted } = await renderSignedOut();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `${FIXTURE_ORIGIN}/sign-in`);
    await waitFor(() => expect(posted).toEqual([{ type: 'redirect', payload: { url: `${FIXTURE_ORIGIN}/sign-in` } }]));
  });

  it('offers to try again when the game does not load', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { calls } = slotPlatform({
      slotGame: () => (++answers === 1 ? { status: 200, body: { broken: true } } : { status: 200, body: OCEAN_SLOT }),
      project: () => ({ status: 200, body: fixtureProject('CW') }),
    });
    render(
      <SlotApp
        query={readSlotQuery(GAME_PATH, '?mode=demo')}
        calls={calls}
        origin={FIXTURE_ORIGIN}
        t={await englishSlotT()}
        storage={null}
        spinMs={0}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The game could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Pearl Reef' })).toBeInTheDocument();
  });
});
