import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Registration } from './Registration';

const meta = {
  title: 'Widgets/Registration',
  component: Registration,
  args: { onSignedUp: fn(), onNavigate: fn() },
} satisfies Meta<typeof Registration>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });

/** A guest sees the fields of the registration context. */
export const Guest: Story = {};

/** Until the casino has started. */
export const Loading: Story = { parameters: platform({ network: 'pending' }) };

/** The platform's info (currencies, countries, fields) could not be loaded; the player can try again. */
export const ConnectionError: Story = { parameters: platform({ network: 'unreachable' }) };

/** The spec's rules refuse the form before anything is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please correct the marked fields.');
  },
};

/** The platform fails while creating the account. */
export const ServerError: Story = {
  parameters: platform({ failures: { register: 500 } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'new@casino.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret123');
    await userEvent.type(canvas.getByLabelText('Nickname'), 'Newbie');
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1990-05-17');
    await userEvent.selectOptions(canvas.getByLabelText('Gender'), 'female');
    await userEvent.click(canvas.getByRole('checkbox', { name: /terms and conditions/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** A signed-in player is told so instead of a form. */
export const SignedIn: Story = { parameters: platform({ signedInAs: 'eur@casino.test' }) };

/** A visitor from a restricted (451) country. */
export const Restricted: Story = { parameters: platform({ country: 'US' }) };

/** Under the Estonian licence players must be 21. */
export const EstonianLicence: Story = { parameters: platform({ licence: 'EE', locale: 'et', country: 'EE' }) };

/** In Italian. */
export const Italian: Story = { parameters: platform({ locale: 'it', country: 'IT' }) };

/** In Norwegian. */
export const Norwegian: Story = { parameters: platform({ locale: 'no', country: 'NO' }) };
