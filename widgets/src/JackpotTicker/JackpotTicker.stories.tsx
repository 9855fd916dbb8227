import { fixtureJackpotsChange } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { useCasino } from '../provider/useCasino';
import { JackpotTicker } from './JackpotTicker';

const meta = {
  title: 'Jackpots/JackpotTicker',
  component: JackpotTicker,
} satisfies Meta<typeof JackpotTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends a `public:jackpots_changes` frame every 400 ms, each level a little higher, as a busy pool does. */
function BusyPool({ children }: { children: ReactNode }) {
  const casino = useCasino();
  useEffect(() => {
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      const levels = [
        { level_id: 1, amount_cents: 125_000_000 + step * 731 },
        { level_id: 2, amount_cents: 2_543_217 + step * 377 },
        { level_id: 3, amount_cents: 51_209 + step * 93 },
      ];
      casino.events.emit('realtime:public:jackpots_changes', { data: fixtureJackpotsChange(levels) });
    }, 400);
    return () => clearInterval(timer);
  }, [casino]);
  return children;
}

/** The first jackpot's three levels counting up from frames arriving every 400 ms. */
export const Live: Story = { decorators: [(Story) => <BusyPool>{Story()}</BusyPool>] };

/** The amounts as loaded, without frames. */
export const Still: Story = {};

/** No jackpot has the identifier. */
export const NoJackpot: Story = { args: { jackpot: 'no-such-jackpot' } };

/** The list could not be loaded. */
export const LoadError: Story = { parameters: { casino: { failures: { jackpotList: 500 } } } };

/** In German. */
export const German: Story = { parameters: { casino: { locale: 'de' } } };
