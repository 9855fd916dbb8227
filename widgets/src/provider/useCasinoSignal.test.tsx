import { act, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { renderWidget } from '../../test/renderWidget';
import { Balance } from '../Balance/Balance';
import { Limits } from '../Limits/Limits';
import { PersonalInfo } from '../PersonalInfo/PersonalInfo';

/** Counts the commits of each profiled subtree. */
function renderCounter() {
  const renders = new Map<string, number>();
  const Counted = ({ id, children }: { id: string; children: ReactNode }) => (
    <Profiler id={id} onRender={() => renders.set(id, (renders.get(id) ?? 0) + 1)}>
      {children}
    </Profiler>
  );
  return { renders, Counted };
}

describe('useCasinoSignal', () => {
  it('re-renders on a balance change only the widget that shows a balance', async () => {
    const { renders, Counted } = renderCounter();
    const { casino, platform } = renderWidget(
      <>
        <Counted id="balance">
          <Balance />
        </Counted>
        <Counted id="limits">
          <Limits />
        </Counted>
        <Counted id="personal-info">
          <PersonalInfo />
        </Counted>
      </>,
      { signedInAs: 'eur@casino.test' },
    );
    await screen.findByText('Real money');
    await screen.findByText('You have no limits set.');
    await screen.findByRole('heading', { name: 'Personal details' });
    await act(() => casino.wallet.reload());
    const before = new Map(renders);

    const player = platform.players.find((candidate) => candidate.email === 'eur@casino.test');
    if (!player) throw new Error('the fixture platform has no eur@casino.test');
    player.accounts = player.accounts.map((account) =>
      account.currency === 'EUR'
        ? {
            ...account,
            amount_cents: account.amount_cents + 10_000,
            available_to_cashout_cents: account.available_to_cashout_cents + 10_000,
          }
        : account,
    );
    await act(() => casino.wallet.reload());

    expect(screen.getByText('Real money').nextElementSibling).toHaveTextContent('€1,100.00');
    expect(renders.get('balance')).toBeGreaterThan(before.get('balance') ?? 0);
    expect(renders.get('limits')).toBe(before.get('limits'));
    expect(renders.get('personal-info')).toBe(before.get('personal-info'));
  });

  it('re-renders a widget that selects the login state when the player signs out', async () => {
    const { renders, Counted } = renderCounter();
    const { casino } = renderWidget(
      <Counted id="limits">
        <Limits />
      </Counted>,
      { signedInAs: 'eur@casino.test' },
    );
    await screen.findByText('You have no limits set.');
    const before = renders.get('limits') ?? 0;
    await act(() => casino.session.signOut());
    expect(renders.get('limits')).toBeGreaterThan(before);
  });
});
