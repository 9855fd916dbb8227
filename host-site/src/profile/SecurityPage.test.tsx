import { SERVER_MESSAGES } from '@casino/sdk/contract';
import { VALIDATION_MESSAGES } from '@casino/sdk/rules';
import { FIXTURE_PASSWORD } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

function changePasswordForm() {
  return screen.findByRole('region', { name: 'Change password' });
}

describe('security page', () => {
  it('changes the password after checking the fields locally', async () => {
    const bodies: unknown[] = [];
    const { container } = renderSite('/profile/security', {
      signedInAs: 'eur@casino.test',
      routes: {
        changePassword: ({ body }) => {
          bodies.push(body);
          return { status: 204 };
        },
      },
    });
    const form = await changePasswordForm();
    await expectNoAxeViolations(container);
    await userEvent.type(within(form).getByLabelText('New password'), 'short');
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'other');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription('This field is required.');
    expect(within(form).getByLabelText('Current password')).toHaveFocus();
    expect(within(form).getByLabelText('New password')).toHaveAccessibleDescription(
      '8 to 128 characters, with at least one letter and one digit. The password must be 8 to 128 characters long.',
    );
    expect(within(form).getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(bodies).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Current password'), FIXTURE_PASSWORD);
    await userEvent.clear(within(form).getByLabelText('New password'));
    await userEvent.type(within(form).getByLabelText('New password'), 'Better456');
    await userEvent.clear(within(form).getByLabelText('Repeat the new password'));
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'Better456');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Your password has been changed.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { user: { current_password: FIXTURE_PASSWORD, password: 'Better456', password_confirmation: 'Better456' } },
    ]);
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('puts the server errors under their fields, in the site language', async () => {
    const { i18n } = renderSite('/profile/security', {
      signedInAs: 'eur@casino.test',
      routes: {
        changePassword: () => ({
          status: 422,
          body: { errors: { current_password: [SERVER_MESSAGES.invalid], password: [VALIDATION_MESSAGES.required] } },
        }),
      },
    });
    const form = await changePasswordForm();
    const current = within(form).getByLabelText('Current password');
    const password = within(form).getByLabelText('New password');
    await userEvent.type(current, 'Wrong1234');
    await userEvent.type(password, 'Better456');
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'Better456');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('This is not valid. Check it and try again.'));
    expect(password).toHaveAccessibleDescription(
      '8 to 128 characters, with at least one letter and one digit. This field is required.',
    );

    await act(() => i18n.changeLanguage('de'));
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(
        'Diese Angabe ist ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.',
      ),
    );
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Dieses Feld ist erforderlich.'));
  });

  it('turns two-factor on with the QR code and a code, then off again', async () => {
    const calls: string[] = [];
    const twoFactor = (on: boolean, answer: { status: number; body?: unknown }) => (body: unknown) => {
      calls.push(JSON.stringify(body ?? null));
      const player = platform.players.find((p) => p.email === 'eur@casino.test');
      if (player && answer.status < 300) player.twoFactor = on;
      return answer;
    };
    const { platform, container } = renderSite('/profile/security', {
      signedInAs: 'eur@casino.test',
      routes: {
        twoFactor: () => ({ status: 200, body: { otp_secret: 'SECRETKEY', data: QR } }),
        enableTwoFactor: ({ body }) =>
          twoFactor(true, { status: 200, body: { otp_secret: 'SECRETKEY', data: QR } })(body),
        disableTwoFactor: ({ body }) => twoFactor(false, { status: 204 })(body),
      },
    });
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(within(section).getByText('Off: signing in asks only for your password.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const qr = await within(section).findByRole('img', { name: 'QR code to add the casino to your authenticator app' });
    expect(qr).toHaveAttribute('src', QR);
    expect(within(section).getByText('SECRETKEY')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    await userEvent.type(within(section).getByLabelText('Authentication code'), '12');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(within(section).getByLabelText('Authentication code')).toHaveAccessibleDescription(
      '6 digits from your authenticator app Enter the 6 digits of the code.',
    );
    await userEvent.type(within(section).getByLabelText('Authentication code'), '3456');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(await within(section).findByText('Two-factor sign-in is now on.')).toBeInTheDocument();
    expect(
      within(section).getByText('On: signing in asks for a code from your authenticator app.'),
    ).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText('Authentication code'), '654321');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByText('Two-factor sign-in is now off.')).toBeInTheDocument();
    expect(calls).toEqual([
      JSON.stringify({ two_factor: { otp_secret: 'SECRETKEY', authentication_code: '123456' } }),
      JSON.stringify({ two_factor: { authentication_code: '654321' } }),
    ]);
  });

  it('shows a refused code under the code field', async () => {
    renderSite('/profile/security', {
      signedInAs: 'otp@casino.test',
      routes: {
        disableTwoFactor: () => ({
          status: 422,
          body: { errors: { authentication_code: [SERVER_MESSAGES.invalid] } },
        }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await userEvent.type(within(section).getByLabelText('Authentication code'), '000000');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Authentication code')).toHaveAccessibleDescription(
        '6 digits from your authenticator app This is not valid. Check it and try again.',
      ),
    );
  });
});
