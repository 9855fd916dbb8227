import { jackpotsOf } from '@casino/sdk/jackpots';
import { fixtureJackpotsChange } from '@casino/sdk/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { JackpotTicker } from './JackpotTicker';

/** The text each level's counting amount shows, by level name. */
function shownAmounts(): Record<string, string> {
  const list = screen.getByRole('list');
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [
        item.querySelector('.casino-jackpot-level__name')?.textContent ?? '',
        item.querySelector('.casino-jackpot-amount')?.textContent ?? '',
      ]),
  );
}

describe('JackpotTicker', () => {
  it("shows the first jackpot's levels with their amounts, in words for screen readers too", async () => {
    const { container } = renderWidget(<JackpotTicker />);
    await screen.findByRole('heading', { name: 'Mystic Gems' });
    expect(shownAmounts()).toEqual({ Mega: '€1,250,000.00', Major: '€25,432.17', Minor: '€512.09' });
    const amount = container.querySelector('.casino-jackpot-amount');
    expect(amount).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite');
    expect(
      within(screen.getByRole('list')).getByText('€25,432.17', { selector: '.casino-visually-hidden' }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('counts up to a frame without rendering again, and screen readers hear it on focus, not on each step', async () => {
    let clock = Date.now();
    const now = vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      let commits = 0;
      const { casino } = renderWidget(
        <Profiler id="ticker" onRender={() => commits++}>
          <JackpotTicker jackpot="mystic-gems" />
        </Profiler>,
      );
      await screen.findByRole('heading', { name: 'Mystic Gems' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      const committed = commits;
      const spokenMinor = () => screen.getByRole('list').querySelectorAll('.casino-visually-hidden')[2]?.textContent;
      const minorNode = () => screen.getByRole('list').querySelectorAll('.casino-jackpot-amount')[2];
      const before = minorNode();
      clock += 1_000;
      act(() => {
        casino.events.emit('realtime:public:jackpots_changes', {
          data: fixtureJackpotsChange([{ level_id: 3, amount_cents: 51_609 }]),
        });
      });
      await vi.waitFor(() => expect(jackpotsOf(casino).ticks.value.get(3)?.to).toBe(51_609));
      expect(frames.length).toBeGreaterThan(0);
      const runFrames = () => {
        for (const frame of frames.splice(0)) frame(clock);
      };
      runFrames();
      expect(shownAmounts().Minor).toBe('€512.09');
      clock += 500;
      runFrames();
      expect(shownAmounts().Minor).toBe('€514.09');
      clock += 500;
      runFrames();
      expect(shownAmounts().Minor).toBe('€516.09');
      expect(frames).toHaveLength(0);
      expect(commits).toBe(committed);
      expect(minorNode()).toBe(before);
      expect(spokenMinor()).toBe('€512.09');
      fireEvent.focus(screen.getByRole('region', { name: 'Mystic Gems' }));
      expect(spokenMinor()).toBe('€516.09');
    } finally {
      now.mockRestore();
      vi.mocked(window.requestAnimationFrame).mockRestore();
    }
  });

  it('jumps to each frame without counting when the visitor asks for less motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    try {
      const { casino } = renderWidget(<JackpotTicker />);
      await screen.findByRole('heading', { name: 'Mystic Gems' });
      act(() => {
        casino.events.emit('realtime:public:jackpots_changes', {
          data: fixtureJackpotsChange([{ level_id: 2, amount_cents: 2_600_000 }]),
        });
      });
      await vi.waitFor(() => expect(shownAmounts().Major).toBe('€26,000.00'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when no jackpot has the identifier, and when the list cannot be loaded', async () => {
    renderWidget(<JackpotTicker jackpot="no-such-jackpot" />);
    expect(await screen.findByText('No jackpot is running.')).toBeInTheDocument();
  });

  it('says the jackpots could not be loaded after a failed list', async () => {
    renderWidget(<JackpotTicker />, { failures: { jackpotList: 500 } });
    expect(await screen.findByText('The jackpots could not be loaded.')).toBeInTheDocument();
  });
});
