import { SERVER_MESSAGES } from '@casino/sdk/contract';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, within } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

describe('confirmation page', () => {
  it('confirms the address of the link once and says so', async () => {
    const tokens: string[] = [];
    const { container } = renderSite('/confirmation?confirmation_token=good', {
      routes: {
        confirmEmail: ({ query }) => {
          tokens.push(query.get('confirmation_token') ?? '');
          return { status: 200, body: {} };
        },
      },
    });
    expect(await screen.findByText('Your email address is confirmed. Thank you!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(tokens).toEqual(['good']);
    await expectNoAxeViolations(container);
  });

  it('shows the error of a refused token and offers a new email', async () => {
    renderSite('/confirmation?confirmation_token=bad', {
      routes: {
        confirmEmail: () => ({
          status: 422,
          body: { errors: { confirmation_token: [SERVER_MESSAGES.token_invalid] } },
        }),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(alert).toHaveTextContent('This link is invalid or has expired. Please ask for a new one.');
    expect(screen.getByRole('link', { name: 'Send me a new confirmation email' })).toHaveAttribute(
      'href',
      '/email-verify',
    );
  });

  it('explains that the page needs the emailed link', async () => {
    const { requests } = renderSite('/confirmation');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link from the confirmation email.');
    expect(requests.some((r) => r.route === 'confirmEmail')).toBe(false);
  });
});
