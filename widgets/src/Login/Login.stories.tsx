import { FIXTURE_PASSWORD, type FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Login } from './Login';

const meta = {
  title: 'Widgets/Login',
  component: Login,
  args: { onSignedIn: fn(), onNavigate: fn() },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), `${password}{Enter}`);
  return canvas;
}

/** A guest sees the sign-in form. Demo account: eur@casino.test / Password123; two-factor: otp@casino.test, code 123456. */
export const Guest: Story = {};

/** Until the casino has started. */
export const Loading: Story = { parameters: platform({ network: 'pending' }) };

/** The platform cannot be reached when the player signs in. */
export const ConnectionError: Story = {
  parameters: platform({ network: 'unreachable' }),
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'eur@casino.test', FIXTURE_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the casino');
  },
};

/** The platform refuses the password. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'eur@casino.test', 'NotThePassword1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

/** A two-factor account is asked for its one-time code. */
export const OneTimeCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'otp@casino.test', FIXTURE_PASSWORD);
    await expect(await canvas.findByLabelText('Authentication code')).toBeInTheDocument();
  },
};

/** A signed-in player can sign out. */
export const SignedIn: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** A visitor from a restricted (451) country. */
export const Restricted: Story = { parameters: platform({ country: 'US' }) };

/** In German. */
export const German: Story = { parameters: platform({ locale: 'de' }) };

/** In Canadian French. */
export const CanadianFrench: Story = { parameters: platform({ locale: 'fr-CA', country: 'CA' }) };

/** The dark theme with the host's primary colour and radius. */
export const DarkTheme: Story = {
  args: { appearance: { theme: 'dark', variables: { colorPrimary: '#fbbf24', borderRadius: '2px' } } },
};
