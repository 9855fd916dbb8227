import { fixtureLootbox, fixtureWheelSpin } from '@casino/sdk/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { LoyaltyShell } from '../loyalty/LoyaltyShell';
import { LootBoxCard } from './LootBoxCard';
import { LootBoxes } from './LootBoxes';

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const weekly = fixtureLootbox({ id: 1, title: 'Weekly loot box', valid_until: inAWeek });
const birthday = fixtureLootbox({ id: 2, title: 'Birthday box', valid_until: null, display: 2 });
const gone = fixtureLootbox({ id: 3, title: 'Old box', stage: 'expired', valid_until: '2026-01-01T00:00:00Z' });
const player = (draw = () => 1) =>
  ({
    signedInAs: 'eur@casino.test',
    lootboxes: { boxes: [weekly, birthday, gone, fixtureWheelSpin({ id: 4 })], draw },
  }) as const;
const card = (title: string) => screen.getByRole('article', { name: title });

describe('LootBoxes', () => {
  it('gives guests a sign-in hint', async () => {
    const { container } = renderWidget(<LootBoxes />);
    expect(await screen.findByText('Sign in to see your loot boxes.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('lists the boxes to open with their deadline and what they may hold; not expired ones or wheel spins', async () => {
    const { container } = renderWidget(<LootBoxes />, player());
    await screen.findByRole('article', { name: 'Weekly loot box' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Old box' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Wheel spin' })).toBeNull();
    const box = within(card('Weekly loot box'));
    expect(box.getByText(/^Open by /)).toBeInTheDocument();
    expect(box.getByRole('list')).toHaveTextContent('10 free spins on Sweet Bonanza, wager x30');
    expect(box.getByRole('list')).toHaveTextContent('€5 bonus, wager x30');
    await expectNoAxeViolations(container);
  });

  it('opens a box and names the prize the server drew, marked among its items', async () => {
    const { platform } = renderWidget(
      <LootBoxes giftsHref="/profile/gifts" />,
      player(() => 1),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open Weekly loot box' }));
    const box = within(card('Weekly loot box'));
    expect(await box.findByRole('status')).toHaveTextContent('You won: €5 bonus, wager x30');
    expect(box.getByText('Opened')).toBeInTheDocument();
    expect(box.queryByRole('button', { name: /Open/ })).toBeNull();
    expect(box.getByText('€5 bonus, wager x30')).toHaveAttribute('aria-current', 'true');
    expect(box.getByRole('link', { name: 'See it in your gifts' })).toHaveAttribute('href', '/profile/gifts');
    const [request] = platform.requests.filter((r) => r.route === 'activateLootbox');
    expect(request?.params.id).toBe('1');
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a refused opening on the card, which stays usable', async () => {
    renderWidget(<LootBoxes />, { ...player(), failures: { activateLootbox: 422 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Birthday box' }));
    const alert = await within(card('Birthday box')).findByRole('alert');
    expect(alert).toHaveTextContent('Birthday box could not be opened.');
    expect(screen.getByRole('button', { name: 'Open Birthday box' })).toBeEnabled();
  });

  it('says when there is no box, with the way to the Rocket Mart', async () => {
    renderWidget(<LootBoxes />, { signedInAs: 'eur@casino.test' });
    expect(await screen.findByText('You have no loot boxes right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get one in the Rocket Mart' })).toHaveAttribute(
      'href',
      'https://casino.test/rocket-mart',
    );
  });

  it('shows a box whose deadline passed while it was on screen as expired, without Open', async () => {
    const box = fixtureLootbox({ id: 5, title: 'Last chance', valid_until: '2026-11-24T12:00:00Z' });
    const now = Date.parse('2026-11-24T12:00:01Z');
    renderWidget(
      <LoyaltyShell widget="loot-boxes">
        <LootBoxCard box={box} now={now} giftsHref="/profile/gifts" onLinkClick={() => {}} onOpen={vi.fn()} />
      </LoyaltyShell>,
    );
    const shown = await screen.findByRole('article', { name: 'Last chance' });
    expect(shown).toHaveAttribute('data-stage', 'expired');
    expect(within(shown).getByText('Expired')).toBeInTheDocument();
    expect(within(shown).queryByRole('button')).toBeNull();
  });
});
