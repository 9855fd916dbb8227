import type { Meta, StoryObj } from '@storybook/react-vite';
import { JackpotSlider } from './JackpotSlider';

const meta = {
  title: 'Jackpots/JackpotSlider',
  component: JackpotSlider,
  args: { jackpot: 'mystic-gems' },
} satisfies Meta<typeof JackpotSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Mega, Major and Minor levels as slides: the buttons and the arrow keys move between them. */
export const Levels: Story = {};

/** No jackpot has the identifier. */
export const NoJackpot: Story = { args: { jackpot: 'no-such-jackpot' } };

/** In Estonian. */
export const Estonian: Story = { parameters: { casino: { locale: 'et' } } };
