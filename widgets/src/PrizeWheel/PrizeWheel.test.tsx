import { FIXTURE_WHEEL_SEGMENTS, fixtureWheelSpin } from '@casino/sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { PrizeWheel } from './PrizeWheel';
import { segmentAtPointer } from './wheelGeometry';

const spins = (count: number) => Array.from({ length: count }, (_, index) => fixtureWheelSpin({ id: index + 1 }));
const player = (boxes = spins(2), draw = () => 3) =>
  ({ signedInAs: 'eur@casino.test', lootboxes: { boxes, draw } }) as const;

/** The segment the drawing shows under the pointer, from the rotation it was given. */
function segmentShown(container: HTMLElement): number {
  const slices = container.querySelector<SVGGElement>('.casino-wheel__slices');
  return segmentAtPointer(Number(slices?.dataset.rotation), FIXTURE_WHEEL_SEGMENTS.length);
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrizeWheel', () => {
  it('draws the segments for a guest, with a sign-in hint and no Spin button', async () => {
    const { container } = renderWidget(<PrizeWheel />);
    expect(await screen.findByRole('img', { name: 'Prize wheel with 8 prizes' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to spin the wheel.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
    expect(container.querySelectorAll('.casino-wheel__segment')).toHaveLength(8);
    // at rest the pointer is in the middle of the first segment, not on a border
    expect(segmentShown(container)).toBe(0);
    expect(container.querySelector<SVGGElement>('.casino-wheel__slices')?.dataset.rotation).toBe('337.5');
    expect(screen.getByText('€500')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('spins to the segment the server chose and announces the prize once the wheel stands still', async () => {
    reduceMotion(false);
    const { container, platform } = renderWidget(
      <PrizeWheel />,
      player(spins(2), () => 3),
    );
    expect(await screen.findByText('Spins left: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));

    const status = container.querySelector('.casino-wheel__announcement');
    await waitFor(() => expect(status).toHaveTextContent('The wheel is spinning…'));
    await waitFor(() => expect(segmentShown(container)).toBe(3));
    const slices = container.querySelector<SVGGElement>('.casino-wheel__slices');
    expect(slices?.style.transition).toContain('transform');
    // at least five whole turns before it stops
    expect(Number(slices?.dataset.rotation)).toBeGreaterThanOrEqual(5 * 360);
    expect(screen.getByRole('button', { name: 'The wheel is spinning…' })).toHaveAttribute('aria-busy', 'true');

    fireEvent.transitionEnd(slices as SVGGElement, { propertyName: 'transform' });
    await waitFor(() => expect(status).toHaveTextContent('You won: €10 bonus, wager x30'));
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByText('Spins left: 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in your gifts' })).toHaveAttribute(
      'href',
      'https://casino.test/profile/gifts',
    );
    expect(platform.requests.filter((request) => request.route === 'activateLootbox')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('lands at once, without turning, when the player prefers reduced motion', async () => {
    reduceMotion(true);
    const { container } = renderWidget(
      <PrizeWheel />,
      player(spins(1), () => 6),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect(await screen.findByText('You won: 100 free spins on Sweet Bonanza, wager x3')).toBeInTheDocument();
    const slices = container.querySelector<SVGGElement>('.casino-wheel__slices');
    expect(slices?.style.transition).toBe('none');
    // from rest (the first segment's middle under the pointer, 337.5°), less than one turn
    expect(Number(slices?.dataset.rotation) - 337.5).toBeLessThan(360);
    expect(segmentShown(container)).toBe(6);
  });

  it('spins from the keyboard, and again from where it stopped', async () => {
    reduceMotion(true);
    const draws = [2, 2];
    const { container } = renderWidget(
      <PrizeWheel />,
      player(spins(2), () => draws.shift() ?? 0),
    );
    const spin = await screen.findByRole('button', { name: 'Spin the wheel' });
    spin.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('You won: 25 free spins on Sweet Bonanza, wager x30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await screen.findByText('Spins left: 0');
    await waitFor(() =>
      expect(container.querySelector('.casino-wheel__announcement')).toHaveTextContent(/You won: 25/),
    );
    expect(segmentShown(container)).toBe(2);
  });

  it('says when no spin is left, with the spin cost and a way to the Rocket Mart that takes the focus after the last spin', async () => {
    reduceMotion(true);
    const navigate = vi.fn();
    const { container } = renderWidget(
      <PrizeWheel rocketMartHref="/rocket-mart" onNavigate={navigate} />,
      player(spins(1)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    const more = await screen.findByRole('link', { name: 'Get spins in the Rocket Mart' });
    await waitFor(() => expect(more).toHaveFocus());
    expect(screen.getByText('You have no spins left.')).toBeInTheDocument();
    expect(screen.getByText('A spin costs 500 comp points in the Rocket Mart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
    await userEvent.click(more);
    expect(navigate).toHaveBeenCalledWith('/rocket-mart');
    await expectNoAxeViolations(container);
  });

  it('shows a failed spin and stays usable: the spin is kept', async () => {
    reduceMotion(true);
    renderWidget(<PrizeWheel />, { ...player(spins(1)), failures: { activateLootbox: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The wheel could not be spun. Your spin is kept: try again.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByText('Spins left: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin the wheel' })).toBeEnabled();
  });

  it('offers a retry when the segments cannot be loaded', async () => {
    renderWidget(<PrizeWheel />, { failures: { wheelSegments: 500 } });
    expect(await screen.findByText('The wheel could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('speaks German', async () => {
    renderWidget(<PrizeWheel />, { ...player(spins(1)), locale: 'de' });
    expect(await screen.findByText('Verbleibende Drehungen: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rad drehen' })).toBeInTheDocument();
  });
});
