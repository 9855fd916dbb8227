import { fixtureLotteries, fixtureLottery } from '@casino/sdk/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Lottery } from './Lottery';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

function ticketsOfPlayer() {
  const list = screen.getByRole('list', { name: 'Your tickets' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('Lottery', () => {
  it("shows a running lottery's rules, prizes, draw countdown and the player's tickets", async () => {
    const { container } = renderWidget(<Lottery lottery="rocket-lottery" />, signedIn);
    expect(await screen.findByRole('heading', { name: 'Rocket lottery' })).toBeInTheDocument();
    expect(screen.getByText('Draw in')).toBeInTheDocument();
    expect(screen.getByText('Tickets in the draw: 7')).toBeInTheDocument();
    expect(screen.getByText('A deposit of at least €20.00 gives one ticket per €20.00.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Prizes' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Place 1: €100.00',
    );
    await vi.waitFor(() => expect(ticketsOfPlayer()).toEqual(['Ticket 2', 'Ticket 5']));
    expect(await screen.findByText('100 points a ticket · your balance: 1,250 points')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('buys tickets with comp points and shows them at once', async () => {
    const user = userEvent.setup();
    const { platform } = renderWidget(<Lottery lottery="rocket-lottery" />, signedIn);
    const quantity = await screen.findByRole('spinbutton', { name: 'Tickets' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Buy 3 for 300 points' }));
    expect(await screen.findByText('You bought 3 tickets: good luck in the draw!')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(ticketsOfPlayer()).toEqual(['Ticket 2', 'Ticket 5', 'Ticket 8', 'Ticket 9', 'Ticket 10']),
    );
    expect(await screen.findByText('Tickets in the draw: 10')).toBeInTheDocument();
    expect(screen.getByText('100 points a ticket · your balance: 950 points')).toBeInTheDocument();
    const exchange = platform.requests.find((request) => request.route === 'exchangeCompPoints');
    expect(exchange?.params.type).toBe('lotteries');
    expect(exchange?.body).toMatchObject({
      exchange: { group: 'lottery_ticket', quantity: 3, tickets_count: 3, lottery_id: 1 },
    });
  });

  it('buys a ticket with the keyboard: from the quantity to the button, Enter', async () => {
    const user = userEvent.setup();
    renderWidget(<Lottery lottery="rocket-lottery" />, signedIn);
    const quantity = await screen.findByRole('spinbutton', { name: 'Tickets' });
    quantity.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Buy 1 for 100 points' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('You bought a ticket: good luck in the draw!')).toBeInTheDocument();
  });

  it('keeps the quantity within the balance and says how many points are missing', async () => {
    renderWidget(<Lottery lottery="rocket-lottery" />, {
      ...signedIn,
      loyalty: { compPoints: { chargeable: 50, persistent: 50 } },
    });
    expect(await screen.findByText('You need 50 more points.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
  });

  it('shows the winners of a drawn lottery and verifies the draw from the seed in the browser', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<Lottery lottery="autumn-lottery" />, signedIn);
    const result = await screen.findByRole('list', { name: 'Result of the draw' });
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Place 1: ticket 4, Lucky', 'Place 2: ticket 6, Orbit', 'Place 3: ticket 9, Nebula']);
    expect(await screen.findByText('Your ticket won place 1!')).toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buy tickets with comp points' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify the draw' }));
    expect(await screen.findByText('They are the published winners.')).toBeInTheDocument();
    expect(screen.getByText('It is the hash published before the draw.')).toBeInTheDocument();
    expect(screen.getByText('5eed'.repeat(16))).toBeInTheDocument();
    expect(screen.getByText('f9fa5c699354e46a448f75765ae99bf06741d541ab6c337c0f3722850adbb136')).toBeInTheDocument();
    const redrawn = screen.getByRole('list', { name: 'Winners drawn again from the seed and the tickets' });
    expect(
      within(redrawn)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Place 1: Ticket 4', 'Place 2: Ticket 6', 'Place 3: Ticket 9']);
    await expectNoAxeViolations(container);
  });

  it('says so when the published winners are not the ones the seed draws', async () => {
    const user = userEvent.setup();
    const lotteries = fixtureLotteries().map((lottery) =>
      lottery.id === 2
        ? {
            ...lottery,
            draw: {
              ...lottery.draw,
              winners: lottery.draw.winners.map((w) => ({ ...w, ticket_number: 12 - w.award_place })),
            },
          }
        : lottery,
    );
    renderWidget(<Lottery lottery="autumn-lottery" />, { tournaments: { lotteries } });
    await user.click(await screen.findByRole('button', { name: 'Verify the draw' }));
    expect(await screen.findByText('They are NOT the published winners.')).toBeInTheDocument();
    expect(screen.getByText('It is the hash published before the draw.')).toBeInTheDocument();
  });

  it('shows guests the lottery and a sign-in hint, with nothing to buy', async () => {
    const { container } = renderWidget(<Lottery lottery="1" />);
    expect(await screen.findByText('Sign in to get tickets.')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when there is no such lottery', async () => {
    renderWidget(<Lottery lottery="nowhere" />);
    expect(await screen.findByText('There is no such lottery.')).toBeInTheDocument();
  });

  it('stops selling when the end passes, says the draw is being made and shows the result once published', async () => {
    const endAt = new Date(Date.now() + 1_200).toISOString();
    const running = fixtureLottery({ frontend_identifier: 'soon', end_at: endAt });
    const drawn = fixtureLotteries()[1];
    if (!drawn) throw new Error('the fixture has a drawn lottery');
    let asked = 0;
    renderWidget(<Lottery lottery="soon" />, {
      ...signedIn,
      routes: {
        lottery: () => {
          asked += 1;
          const ended = Date.now() >= Date.parse(endAt);
          if (!ended || asked < 3) return { status: 200, body: { ...running, status: ended ? 'archive' : 'active' } };
          return { status: 200, body: { ...drawn, id: 1, frontend_identifier: 'soon', end_at: endAt } };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Buy tickets with comp points' })).toBeInTheDocument();
    expect(
      await screen.findByText('The draw is being made; the result follows shortly.', {}, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Buy tickets with comp points' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Result of the draw' }, { timeout: 6_000 })).toBeInTheDocument();
    expect(screen.queryByText('The draw is being made; the result follows shortly.')).toBeNull();
  });
});
