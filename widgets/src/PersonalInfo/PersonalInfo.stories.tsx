import { PERSONAL_INFO_FIELDS } from '@casino/sdk/rules';
import type { FixtureCasinoOptions } from '@casino/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PersonalInfo } from './PersonalInfo';

const meta = {
  title: 'Widgets/PersonalInfo',
  component: PersonalInfo,
  args: { onSaved: fn(), fields: [...PERSONAL_INFO_FIELDS] },
} satisfies Meta<typeof PersonalInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const platform = (casino: FixtureCasinoOptions) => ({ casino });
const signedIn = { signedInAs: 'eur@casino.test' } as const;
const partlyFilled = {
  ...signedIn,
  profile: { first_name: 'Anna', last_name: 'Schmidt', date_of_birth: '1990-05-17' },
} as const;

/** A player with nothing filled in yet: every field the cashbox needs (core.md §5). */
export const EmptyProfile: Story = { parameters: platform(signedIn) };

/** Names filled in; the birth date is set once and shown read-only. */
export const PartlyFilled: Story = { parameters: platform(partlyFilled) };

/** The spec's rules refuse a phone and a first name; the platform refuses a 51-character last name. */
export const Errors: Story = {
  parameters: platform(partlyFilled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Mobile phone'), '12ab{Enter}');
    await expect(canvas.getByLabelText('Mobile phone')).toHaveAccessibleDescription(
      'Enter at least 8 characters: digits, +, (, ), spaces or hyphens.',
    );
    await userEvent.clear(canvas.getByLabelText('Mobile phone'));
    await userEvent.type(canvas.getByLabelText('Mobile phone'), '+49 30 1234567');
    await userEvent.type(canvas.getByLabelText('City'), 'Berlin');
    await userEvent.type(canvas.getByLabelText('Address'), 'Hauptstraße 1');
    await userEvent.type(canvas.getByLabelText('Postal code'), '10115');
    await userEvent.clear(canvas.getByLabelText('Last name'));
    await userEvent.type(canvas.getByLabelText('Last name'), `${'S'.repeat(51)}{Enter}`);
    await expect(await canvas.findByText('This is too long: use at most 50 characters.')).toBeVisible();
  },
};

/** In German. */
export const German: Story = { parameters: platform({ ...partlyFilled, locale: 'de' }) };

/** A guest is asked to sign in. */
export const Guest: Story = {};
