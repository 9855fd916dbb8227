import { fixtureJackpotWinAward } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useEffect } from 'react';
import { useCasino } from '../provider/useCasino';
import { JackpotWinPopup } from './JackpotWinPopup';

const meta = {
  title: 'Jackpots/JackpotWinPopup',
  component: JackpotWinPopup,
  parameters: { casino: { signedInAs: 'eur@casino.test' } },
} satisfies Meta<typeof JackpotWinPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sends the signed-in player a `jackpot_win_award` once the casino has started. */
function Win({ children }: { children: ReactNode }) {
  const casino = useCasino();
  useEffect(() => {
    void casino.start().then(() => {
      casino.events.emit('realtime:jackpot_win_award', { seq: 1, data: fixtureJackpotWinAward() });
    });
  }, [casino]);
  return children;
}

/** The player won Major: the popup with the amount, focus on its button. */
export const Won: Story = { decorators: [(Story) => <Win>{Story()}</Win>] };

/** No win yet: nothing shows. */
export const Waiting: Story = {};
