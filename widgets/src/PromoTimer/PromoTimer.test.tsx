import { act, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { PromoTimer } from './PromoTimer';

const at = (ms: number) => new Date(ms).toISOString();

describe('PromoTimer', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down to the end every second, reading the time left to the minute to screen readers', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const now = Date.parse('2026-12-01T10:00:00Z');
    vi.setSystemTime(now);
    const { container } = renderWidget(
      <PromoTimer startAt={at(now - 60_000)} endAt={at(now + 2 * 86_400_000 + 3_723_000)} />,
    );
    expect(await screen.findByText('Ends in')).toBeInTheDocument();
    const clock = container.querySelector('time');
    expect(clock).toHaveTextContent('2d 01:02:03');
    expect(clock).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('2 d 1 h 2 min left')).toBeInTheDocument();
    expect(container.querySelector('[aria-live]')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(clock).toHaveTextContent('2d 01:02:02');
    await expectNoAxeViolations(container);
  });

  it('counts down to the start of a future one, and says a lottery draws at its end', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const now = Date.parse('2026-12-01T10:00:00Z');
    vi.setSystemTime(now);
    const { container, unmount } = renderWidget(
      <PromoTimer startAt={at(now + 5_000)} endAt={at(now + 65_000)} end="draw" />,
    );
    expect(await screen.findByText('Starts in')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveTextContent('00:00:05');
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Draw in')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveTextContent('00:01:00');
    unmount();
  });

  it('says finished without a countdown once ended', async () => {
    const { container } = renderWidget(<PromoTimer startAt="2026-01-01T00:00:00Z" endAt="2026-01-08T00:00:00Z" />);
    expect(await screen.findByText('Finished')).toBeInTheDocument();
    expect(container.querySelector('time')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('speaks German', async () => {
    renderWidget(<PromoTimer startAt="2026-01-01T00:00:00Z" endAt="2026-01-08T00:00:00Z" />, { locale: 'de' });
    expect(await screen.findByText('Beendet')).toBeInTheDocument();
  });
});
