import { FIXTURE_OTP_CODE, FIXTURE_PASSWORD } from '@casino/sdk/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { Login } from './Login';

async function signInForm() {
  return screen.findByRole('heading', { name: 'Sign in' });
}

describe('Login', () => {
  it('signs in with email and password submitted from the keyboard', async () => {
    const onSignedIn = vi.fn();
    const { container, casino } = renderWidget(<Login onSignedIn={onSignedIn} />);
    await signInForm();
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByLabelText('Email'), 'eur@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ email: 'eur@casino.test' });
    expect(casino.state.loginState.value).toBe('logged');
    expect(await screen.findByText('You are signed in as eur@casino.test.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('moves through the form in reading order with Tab', async () => {
    renderWidget(<Login onNavigate={() => {}} />);
    await signInForm();
    await userEvent.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Create an account' })).toHaveFocus();
  });

  it('asks for both fields before calling the platform, and focuses the first one', async () => {
    const { container, platform } = renderWidget(<Login />);
    await signInForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();
    expect(platform.requests.some((r) => r.route === 'signIn')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('shows the server refusal for the whole form', async () => {
    const onSignedIn = vi.fn();
    const { container } = renderWidget(<Login onSignedIn={onSignedIn} />);
    await signInForm();
    await userEvent.type(screen.getByLabelText('Email'), 'eur@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password1{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed.');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows the server refusal in the casino language', async () => {
    renderWidget(<Login />, { locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-Mail'), 'eur@casino.test');
    await userEvent.type(screen.getByLabelText('Passwort'), 'wrong-password1{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Anmeldung ist fehlgeschlagen.');
    expect(alert).toHaveTextContent(
      'E-Mail-Adresse oder Passwort ist falsch. Prüfen Sie beides und versuchen Sie es erneut.',
    );
    expect(alert).not.toHaveTextContent('Invalid email or password');
  });

  it('is busy while the platform answers and ignores a second submit', async () => {
    const { platform } = renderWidget(<Login />);
    await signInForm();
    const held = platform.hold('signIn');
    await userEvent.type(screen.getByLabelText('Email'), 'eur@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await act(async () => held.release());
    expect(await screen.findByText('You are signed in as eur@casino.test.')).toBeInTheDocument();
    expect(platform.requests.filter((r) => r.route === 'signIn')).toHaveLength(1);
  });

  it('asks two-factor players for the 6-digit code and signs them in with it', async () => {
    const onSignedIn = vi.fn();
    const { container, platform } = renderWidget(<Login onSignedIn={onSignedIn} />);
    await signInForm();
    await userEvent.type(screen.getByLabelText('Email'), 'otp@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);

    await screen.findByRole('heading', { name: 'Two-factor authentication' });
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await waitFor(() => expect(code).toHaveFocus());
    await expectNoAxeViolations(container);

    await userEvent.type(code, '12{Enter}');
    expect(code).toHaveAccessibleDescription('6 digits Enter the 6 digits of the code.');

    await userEvent.clear(code);
    await userEvent.type(code, '000000{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        '6 digits This code is not valid. Enter the current code from your app.',
      ),
    );
    await expectNoAxeViolations(container);

    await userEvent.clear(code);
    await userEvent.type(code, `${FIXTURE_OTP_CODE}{Enter}`);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ email: 'otp@casino.test' });
    expect(platform.requests.filter((r) => r.route === 'signIn').map((r) => r.body)).toEqual([
      { user: { email: 'otp@casino.test', password: FIXTURE_PASSWORD } },
      { user: { otp_attempt: '000000' } },
      { user: { otp_attempt: FIXTURE_OTP_CODE } },
    ]);
  });

  it('refuses a wrong code also when the platform asks for a code again', async () => {
    renderWidget(<Login />, { otpRefusal: 'otp_required' });
    await signInForm();
    await userEvent.type(screen.getByLabelText('Email'), 'otp@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    const code = await screen.findByLabelText('Authentication code');
    await userEvent.type(code, '000000{Enter}');
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(
        '6 digits This code is not valid. Enter the current code from your app.',
      ),
    );
    expect(code).toHaveValue('');
  });

  it('goes back from the code step to the credentials', async () => {
    renderWidget(<Login />);
    await signInForm();
    await userEvent.type(screen.getByLabelText('Email'), 'otp@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with another account' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('tells restricted visitors that login is not available and shows no form', async () => {
    const { container } = renderWidget(<Login />, { country: 'US' });
    expect(await screen.findByText('Login not available in your country')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('switches to the restricted text when the platform answers 451', async () => {
    renderWidget(<Login />, { failures: { signIn: 451 } });
    await signInForm();
    await userEvent.type(screen.getByLabelText('Email'), 'eur@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    expect(await screen.findByText('Login not available in your country')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('explains a server failure without losing what was typed', async () => {
    renderWidget(<Login />, { failures: { signIn: 500 } });
    await signInForm();
    await userEvent.type(screen.getByLabelText('Email'), 'eur@casino.test');
    await userEvent.type(screen.getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again later.');
    expect(screen.getByLabelText('Email')).toHaveValue('eur@casino.test');
  });

  it('asks the host to show registration or the password reminder', async () => {
    const onNavigate = vi.fn();
    renderWidget(<Login onNavigate={onNavigate} />);
    await signInForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(onNavigate.mock.calls).toEqual([['registration'], ['remind']]);
  });

  it('hides the links when the host does not navigate', async () => {
    renderWidget(<Login />);
    await signInForm();
    expect(screen.queryByRole('button', { name: 'Create an account' })).toBeNull();
  });

  it('signs a signed-in player out', async () => {
    const { casino } = renderWidget(<Login />, { signedInAs: 'eur@casino.test' });
    expect(await screen.findByText('You are signed in as eur@casino.test.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(casino.state.loginState.value).toBe('anonymous');
  });

  it('follows the casino locale', async () => {
    const { casino } = renderWidget(<Login onNavigate={() => {}} />);
    await signInForm();
    await act(() => casino.setLocale('de'));
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    await act(() => casino.setLocale('fr-CA'));
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Courriel')).toBeInTheDocument();
  });
});
