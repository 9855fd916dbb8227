import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const overProfile = { background: { pathname: '/no-such-page', search: '?a=1', hash: '' } };

describe('popup dialogs', () => {
  it('is a labelled modal that takes the focus and makes the page under it inert', async () => {
    const { container } = renderSite('/remind');
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
    expect(container.querySelector('.site')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await expectNoAxeViolations(document.body);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderSite('/remind');
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = await within(dialog).findByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    const back = within(dialog).getByRole('button', { name: 'Back to sign in' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    back.focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(back).toHaveFocus();
  });

  it('closes with Escape, back to the page it opened over', async () => {
    const { currentUrl, container } = renderSite('/remind', { state: overProfile });
    await screen.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(currentUrl()).toBe('/no-such-page?a=1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('.site')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button, to main when it was opened directly', async () => {
    const { currentUrl } = renderSite('/remind');
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('opens from the header over the current page and gives the focus back when closed', async () => {
    const { currentUrl, currentState } = renderSite('/');
    const header = await screen.findByRole('banner');
    const signIn = await within(header).findByRole('link', { name: 'Sign in' });
    await userEvent.click(signIn);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/sign-in'));
    expect(currentState()).toEqual({ background: { pathname: '/', search: '', hash: '' } });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveFocus(),
    );
  });

  it('moves between popups over the same page, keeping the redirect', async () => {
    const { currentUrl, currentState } = renderSite('/sign-in?redirect=%2Fprofile', { state: overProfile });
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.click(await within(signIn).findByRole('button', { name: 'Forgot your password?' }));
    const remind = await screen.findByRole('dialog', { name: 'Reset your password' });
    await waitFor(() => expect(currentUrl()).toBe('/remind?redirect=%2Fprofile'));
    expect(currentState()).toEqual(overProfile);
    await userEvent.click(within(remind).getByRole('button', { name: 'Back to sign in' }));
    await screen.findByRole('dialog', { name: 'Sign in' });
    await waitFor(() => expect(currentUrl()).toBe('/sign-in?redirect=%2Fprofile'));
    await userEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/sign-up?redirect=%2Fprofile'));
  });
});
