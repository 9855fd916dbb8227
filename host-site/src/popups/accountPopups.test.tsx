import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('remind popup', () => {
  it('checks the address, then asks the platform for a reset link', async () => {
    const bodies: unknown[] = [];
    renderSite('/remind', {
      routes: {
        requestPasswordReset: ({ body }) => {
          bodies.push(body);
          return { status: 201 };
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = await within(dialog).findByLabelText('Email');
    await userEvent.type(email, 'not-an-address{Enter}');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(bodies).toEqual([]);
    await userEvent.clear(email);
    await userEvent.type(email, ' eur@casino.test {Enter}');
    expect(await within(dialog).findByText(/If an account exists for eur@casino\.test/)).toBeInTheDocument();
    expect(bodies).toEqual([{ user: { email: 'eur@casino.test' } }]);
  });

  it('says when the casino fails, and when it cannot be reached', async () => {
    const { platform } = renderSite('/remind', { failures: { requestPasswordReset: 500 } });
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.type(await within(dialog).findByLabelText('Email'), 'eur@casino.test{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again later.',
    );
    platform.setNetwork('unreachable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reach the casino. Check your connection and try again.',
    );
  });
});

describe('new-password popup', () => {
  it('sets the new password with the token of the link', async () => {
    const bodies: unknown[] = [];
    const { container } = renderSite('/new-password?reset_password_token=tok-1', {
      routes: {
        resetPassword: ({ body }) => {
          bodies.push(body);
          return { status: 204 };
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await expectNoAxeViolations(container.ownerDocument.body);
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Better456');
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 'Better456{Enter}');
    expect(await within(dialog).findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(bodies).toEqual([
      { user: { reset_password_token: 'tok-1', password: 'Better456', password_confirmation: 'Better456' } },
    ]);
  });

  it('says when the link is invalid and offers a new one', async () => {
    const { currentUrl } = renderSite('/new-password?reset_password_token=old', {
      routes: {
        resetPassword: () => ({ status: 422, body: { errors: { reset_password_token: ['is invalid'] } } }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Better456');
    await userEvent.type(within(dialog).getByLabelText('Repeat the new password'), 'Better456{Enter}');
    expect(await within(dialog).findByText('This reset link is invalid or has expired.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send me a new link' }));
    await waitFor(() => expect(currentUrl()).toBe('/remind'));
  });

  it('explains that the page needs the emailed link', async () => {
    renderSite('/new-password');
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/needs the link from the password reset email/);
    expect(within(dialog).queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('email-verify popup', () => {
  it('resends the confirmation to the signed-in player', async () => {
    const bodies: unknown[] = [];
    renderSite('/email-verify', {
      signedInAs: 'eur@casino.test',
      routes: {
        resendConfirmation: ({ body }) => {
          bodies.push(body);
          return { status: 201 };
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(await within(dialog).findByText(/We sent an email to eur@casino\.test/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the email again' }));
    expect(
      await within(dialog).findByText('A new confirmation email is on its way to eur@casino.test.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ user: { email: 'eur@casino.test' } }]);
  });

  it('asks a guest for the address and shows the first email error of a 422', async () => {
    renderSite('/email-verify', {
      routes: {
        resendConfirmation: () => ({ status: 422, body: { errors: { email: ['was already confirmed'] } } }),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Check your inbox' });
    const email = await within(dialog).findByLabelText('Email');
    await userEvent.type(email, 'eur@casino.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the email again' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('was already confirmed'));
  });
});
