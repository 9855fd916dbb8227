import { act, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { LevelProgress } from './LevelProgress';

const signedIn = { signedInAs: 'eur@casino.test' } as const;

describe('LevelProgress', () => {
  it('shows the level, the progress to the next one and the twelve levels', async () => {
    const { container } = renderWidget(<LevelProgress />, {
      ...signedIn,
      loyalty: { compPoints: { chargeable: 300, persistent: 1_200 } },
    });
    expect(await screen.findByText('Lifetime comp points: 1,200')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress to Silver I' });
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveAccessibleDescription('300 more points to reach Silver I');
    const list = screen.getByRole('list', { name: 'All levels' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(12);
    const current = items.find((item) => item.getAttribute('aria-current') === 'true');
    expect(current).toHaveTextContent('Rising star II');
    expect(current).toHaveTextContent('From 900 points · Your level');
    expect(items[0]).toHaveTextContent('Reached');
    expect(items[11]).toHaveTextContent('VIP events');
    await expectNoAxeViolations(container);
  });

  it('says the highest level is reached at Diamond', async () => {
    renderWidget(<LevelProgress />, { ...signedIn, loyalty: { compPoints: { chargeable: 0, persistent: 140_000 } } });
    expect(await screen.findByText('You have reached the highest level.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('moves with a comps_award', async () => {
    const { casino } = renderWidget(<LevelProgress />, signedIn);
    await screen.findByRole('progressbar', { name: 'Progress to Silver I' });
    act(() => {
      casino.events.emit('realtime:comps_award', {
        seq: 1,
        data: {
          chargeable: { points: 1_600 },
          persistent: { points: 1_600 },
          awarded: { chargeable: 350, persistent: 350 },
          reason: 'round',
          level: { id: 'level_6', name: 'Silver I' },
          level_up: true,
        },
      });
    });
    expect(await screen.findByRole('progressbar', { name: 'Progress to Silver II' })).toBeInTheDocument();
    expect(screen.getByText('Lifetime comp points: 1,600')).toBeInTheDocument();
  });

  it('gives guests a sign-in hint', async () => {
    const { container } = renderWidget(<LevelProgress />);
    expect(await screen.findByText('Sign in to see your level and comp points.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says so, with a retry, when the levels cannot be loaded', async () => {
    renderWidget(<LevelProgress />, { ...signedIn, failures: { statuses: 500 } });
    expect(await screen.findByText('Your level could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
