import type { Meta, StoryObj } from '@storybook/react-vite';
import { PromoTimer } from './PromoTimer';

const meta = {
  title: 'Tournaments/PromoTimer',
  component: PromoTimer,
} satisfies Meta<typeof PromoTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** A running tournament: the time left to its end. */
export const Running: Story = { args: { startAt: at(-48 * HOUR), endAt: at(53 * HOUR + 125_000) } };

/** A future tournament: the time left to its start. */
export const Future: Story = { args: { startAt: at(5 * HOUR), endAt: at(100 * HOUR) } };

/** A lottery: the time left to its draw. */
export const LotteryDraw: Story = { args: { startAt: at(-HOUR), endAt: at(90_000), end: 'draw' } };

/** Finished: no countdown. */
export const Finished: Story = { args: { startAt: at(-100 * HOUR), endAt: at(-HOUR) } };

/** In Estonian. */
export const Estonian: Story = {
  args: { startAt: at(-HOUR), endAt: at(26 * HOUR) },
  parameters: { casino: { locale: 'et' } },
};
