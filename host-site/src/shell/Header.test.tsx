import type { Locale } from '@casino/sdk/contract';
import { FIXTURE_PASSWORD } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const onlyEnglish: Locale[] = [{ code: 'en', name: 'English', name_in_locale: 'English', default: true }];

describe('header', () => {
  it('shows a guest the enter buttons and the language selector', async () => {
    const { container } = renderSite('/');
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(within(header).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('hides the language selector when the casino has one locale', async () => {
    renderSite('/', { locales: onlyEnglish });
    const header = await screen.findByRole('banner');
    await within(header).findByRole('link', { name: 'Sign in' });
    expect(within(header).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('switches the site and the widgets to the chosen language', async () => {
    const { casino } = renderSite('/');
    const header = await screen.findByRole('banner');
    await userEvent.selectOptions(await within(header).findByRole('combobox', { name: 'Language' }), 'de');
    expect(casino.state.locale.value).toBe('de');
    expect(await within(header).findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Willkommen im Casino' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(within(header).getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  });

  it('shows a player their name and balance, and no language selector', async () => {
    const { container } = renderSite('/', { signedInAs: 'eur@casino.test' });
    const header = await screen.findByRole('banner');
    const player = await within(header).findByRole('link', { name: /Lucky/ });
    expect(player).toHaveAttribute('href', '/profile');
    expect(within(header).queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    const balance = within(header).getByRole('button', { name: /Balance/ });
    await waitFor(() => expect(balance).toHaveTextContent('€1,250.50'));
    expect(balance).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(container);
  });

  it('shows the comp points and level of the player after signing in', async () => {
    renderSite('/sign-in');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.type(await within(dialog).findByLabelText('Email'), 'eur@casino.test');
    await userEvent.type(within(dialog).getByLabelText('Password'), `${FIXTURE_PASSWORD}{Enter}`);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('1,250 points')).toBeInTheDocument();
    expect(await within(header).findByText('Level: Rising star II')).toBeInTheDocument();
  });

  it('opens the balance widget in a dropdown and closes it with Escape', async () => {
    renderSite('/', { signedInAs: 'eur@casino.test' });
    const header = await screen.findByRole('banner');
    const balance = await within(header).findByRole('button', { name: /Balance/ });
    await userEvent.click(balance);
    expect(balance).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(balance.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(await within(panel as HTMLElement).findByText('Real money')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(balance).toHaveAttribute('aria-expanded', 'false');
    expect(balance).toHaveFocus();
  });
});
