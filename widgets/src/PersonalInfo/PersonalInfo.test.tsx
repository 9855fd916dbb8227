import { PERSONAL_INFO_FIELDS } from '@casino/sdk/rules';
import type { FixtureRequest } from '@casino/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { PersonalInfo } from './PersonalInfo';

const thisYear = new Date().getFullYear();
const ALL_FIELDS = [...PERSONAL_INFO_FIELDS];
const signedIn = { signedInAs: 'eur@casino.test' } as const;

function form() {
  return screen.findByRole('heading', { name: 'Personal details' });
}

function patches(requests: FixtureRequest[]) {
  return requests.filter((r) => r.route === 'updateProfile').map((r) => r.body);
}

describe('PersonalInfo', () => {
  it('asks a guest to sign in', async () => {
    renderWidget(<PersonalInfo />);
    expect(await screen.findByText('Sign in to see your personal details.')).toBeInTheDocument();
  });

  it('asks the fields of the deposit context by default', async () => {
    const { container } = renderWidget(<PersonalInfo />, signedIn);
    await form();
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'first_name',
      'last_name',
      'mobile_phone',
    ]);
    expect(screen.getByLabelText('Mobile phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    await expectNoAxeViolations(container);
  });

  it('is prefilled from the profile and shows a set once-only field read-only', async () => {
    const { container } = renderWidget(<PersonalInfo fields={ALL_FIELDS} />, {
      ...signedIn,
      profile: { first_name: 'Anna', city: 'Berlin', date_of_birth: '1990-05-17' },
    });
    await form();
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
    const birthday = screen.getByLabelText('Date of birth');
    expect(birthday).toHaveValue('1990-05-17');
    expect(birthday).toHaveAttribute('readonly');
    expect(birthday).toHaveAccessibleDescription('Set once and cannot be changed. Contact support if it is wrong.');
    await expectNoAxeViolations(container);
  });

  it('saves what was typed when Enter is pressed, and reports it', async () => {
    const onSaved = vi.fn();
    const { platform, casino } = renderWidget(<PersonalInfo fields={ALL_FIELDS} onSaved={onSaved} />, {
      ...signedIn,
      profile: { first_name: 'Anna' },
    });
    await form();
    await userEvent.type(screen.getByLabelText('Last name'), 'Schmidt');
    await userEvent.type(screen.getByLabelText('Date of birth'), `${thisYear - 30}-05-17`);
    await userEvent.type(screen.getByLabelText('City'), 'Berlin');
    await userEvent.type(screen.getByLabelText('Address'), 'Hauptstraße 1');
    await userEvent.type(screen.getByLabelText('Postal code'), '10115');
    await userEvent.type(screen.getByLabelText('Mobile phone'), '+49 30 1234567{Enter}');

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(patches(platform.requests)).toEqual([
      {
        user: {
          mobile_phone: '+49 30 1234567',
          last_name: 'Schmidt',
          date_of_birth: `${thisYear - 30}-05-17`,
          city: 'Berlin',
          address: 'Hauptstraße 1',
          postal_code: '10115',
        },
      },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(casino.state.profile.value).toMatchObject({ first_name: 'Anna', last_name: 'Schmidt', city: 'Berlin' });
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('readonly');
  });

  it('checks the fields with the spec’s rules before sending', async () => {
    const { container, platform } = renderWidget(<PersonalInfo fields={ALL_FIELDS} />, signedIn);
    await form();
    await userEvent.type(screen.getByLabelText('Mobile phone'), '12ab');
    await userEvent.type(screen.getByLabelText('First name'), 'Anna!');
    await userEvent.type(screen.getByLabelText('Date of birth'), `${thisYear - 10}-01-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription(
      'Enter at least 8 characters: digits, +, (, ), spaces or hyphens.',
    );
    expect(screen.getByLabelText('Mobile phone')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'Use letters, digits, spaces, dots and hyphens only.',
    );
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You must be at least 18 years old to play.',
    );
    expect(patches(platform.requests)).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('asks for 21 years under the Estonian licence', async () => {
    renderWidget(<PersonalInfo fields={['date_of_birth']} />, { ...signedIn, licence: 'EE' });
    await form();
    await userEvent.type(screen.getByLabelText('Date of birth'), `${thisYear - 19}-01-01{Enter}`);
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You must be at least 21 years old to play.',
    );
  });

  it('puts the platform’s 422 errors on their fields, in the casino language', async () => {
    const { casino, container } = renderWidget(<PersonalInfo />, signedIn);
    await form();
    await userEvent.type(screen.getByLabelText('First name'), 'A'.repeat(51));
    await userEvent.type(screen.getByLabelText('Last name'), 'Schmidt');
    await userEvent.type(screen.getByLabelText('Mobile phone'), '+49 30 1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    const first = screen.getByLabelText('First name');
    await waitFor(() => expect(first).toHaveAccessibleDescription('This is too long: use at most 50 characters.'));
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await expectNoAxeViolations(container);
    await act(() => casino.setLocale('de'));
    await waitFor(() =>
      expect(first).toHaveAccessibleDescription('Diese Angabe ist zu lang: Verwenden Sie höchstens 50 Zeichen.'),
    );
  });

  it('says so when the platform fails, keeping what was typed', async () => {
    renderWidget(<PersonalInfo fields={['first_name']} />, { ...signedIn, failures: { updateProfile: 500 } });
    await form();
    await userEvent.type(screen.getByLabelText('First name'), 'Anna{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again later.',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
  });
});
