import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Registration } from './Registration';

const thisYear = new Date().getFullYear();

async function form() {
  await screen.findByRole('heading', { name: 'Create an account' });
}

async function fillValid(email: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
  await userEvent.type(screen.getByLabelText('Nickname'), 'Newbie');
  await userEvent.type(screen.getByLabelText('Date of birth'), `${thisYear - 30}-05-17`);
  await userEvent.selectOptions(screen.getByLabelText('Gender'), 'female');
  await userEvent.click(screen.getByLabelText('Send me promotions by email'));
  await userEvent.click(screen.getByLabelText('I am at least 18 years old and accept the terms and conditions.'));
}

describe('Registration', () => {
  it('shows the fields of the registration context with the visitor’s country and its currency chosen', async () => {
    const { container } = renderWidget(<Registration />);
    await form();
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Nickname')).toHaveAttribute('autocomplete', 'nickname');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    expect(
      within(screen.getByLabelText('Gender'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Male', 'Female']);
    expect(screen.getByLabelText('Send me promotions by email')).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('defaults to the visitor’s country and follows its currency until the player picks one', async () => {
    renderWidget(<Registration />, { country: 'CA' });
    await form();
    expect(screen.getByLabelText('Country')).toHaveValue('CA');
    expect(screen.getByLabelText('Currency')).toHaveValue('CAD');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'NO');
    expect(screen.getByLabelText('Currency')).toHaveValue('NOK');
    await userEvent.selectOptions(screen.getByLabelText('Currency'), 'BTC');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'IT');
    expect(screen.getByLabelText('Currency')).toHaveValue('BTC');
  });

  it('checks every field with the spec’s rules before sending, in the widget language', async () => {
    const { container, platform } = renderWidget(<Registration />);
    await form();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.type(screen.getByLabelText('Nickname'), 'x');
    await userEvent.type(screen.getByLabelText('Date of birth'), `${thisYear - 10}-01-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '8 to 128 characters, with at least one letter and one digit. The password must be 8 to 128 characters long.',
    );
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription(
      'The nickname must be 3 to 15 characters long.',
    );
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You must be at least 18 years old to play.',
    );
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveAccessibleDescription(
      'You must accept the terms and conditions.',
    );
    expect(screen.getByLabelText('Send me promotions by email')).not.toHaveAttribute('aria-invalid');
    expect(platform.requests.some((r) => r.route === 'register')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('asks for 21 years under the Estonian licence', async () => {
    renderWidget(<Registration />, { licence: 'EE' });
    await form();
    expect(
      screen.getByLabelText('I am at least 21 years old and accept the terms and conditions.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Date of birth'), `${thisYear - 19}-01-01`);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You must be at least 21 years old to play.',
    );
  });

  it('creates the account, signs the player in and reports it', async () => {
    const onSignedUp = vi.fn();
    const { platform, casino } = renderWidget(<Registration onSignedUp={onSignedUp} />);
    await form();
    await fillValid('new@casino.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalledTimes(1));
    expect(onSignedUp.mock.calls[0]?.[0]).toMatchObject({ email: 'new@casino.test', currency: 'EUR' });
    expect(platform.requests.find((r) => r.route === 'register')?.body).toEqual({
      user: {
        email: 'new@casino.test',
        password: 'Secret123',
        currency: 'EUR',
        country: 'DE',
        terms_acceptance: true,
        nickname: 'Newbie',
        date_of_birth: `${thisYear - 30}-05-17`,
        gender: 'female',
        receive_promos: true,
      },
    });
    expect(casino.state.loginState.value).toBe('logged');
    expect(await screen.findByText('You are signed in as new@casino.test.')).toBeInTheDocument();
  });

  it('puts the platform’s 422 errors on their fields', async () => {
    const { container } = renderWidget(<Registration />);
    await form();
    await fillValid('eur@casino.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'An account with this email address already exists.',
      ),
    );
    // the focus moves to the first marked field in the effect after the errors render
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    await expectNoAxeViolations(container);
  });

  it('puts the platform’s 422 errors on their fields in the casino language', async () => {
    const { casino } = renderWidget(<Registration />);
    await form();
    await fillValid('eur@casino.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await act(() => casino.setLocale('fr-CA'));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Un compte existe déjà avec cette adresse e-mail.'));
  });

  it('is busy while the platform answers', async () => {
    const { platform } = renderWidget(<Registration />);
    await form();
    const held = platform.hold('register');
    await fillValid('busy@casino.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Creating account…' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => held.release());
    expect(await screen.findByText('You are signed in as busy@casino.test.')).toBeInTheDocument();
  });

  it('tells restricted visitors that registration is restricted and shows no form', async () => {
    const { container } = renderWidget(<Registration />, { country: 'US' });
    expect(await screen.findByText('Registration restricted in your country')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('asks the host to show the sign-in form', async () => {
    const onNavigate = vi.fn();
    renderWidget(<Registration onNavigate={onNavigate} />);
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onNavigate).toHaveBeenCalledWith('login');
  });

  it('follows the casino locale, errors included', async () => {
    const { casino } = renderWidget(<Registration />);
    await form();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await act(() => casino.setLocale('it'));
    expect(await screen.findByRole('heading', { name: 'Crea un account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Questo campo è obbligatorio.');
    expect(screen.getByRole('option', { name: 'Germania' })).toBeInTheDocument();
    await act(() => casino.setLocale('et'));
    expect(await screen.findByRole('heading', { name: 'Loo konto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Riik')).toHaveValue('DE');
  });

  it('offers to load the casino again when its info did not arrive', async () => {
    const { container, platform } = renderWidget(<Registration />, { network: 'unreachable' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The casino could not be reached.');
    expect(screen.queryByLabelText('Email')).toBeNull();
    await expectNoAxeViolations(container);
    platform.setNetwork('up');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
  });
});
