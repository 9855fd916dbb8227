import { fixtureGame } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

/** Sweet Bonánza by Pragmatic Play. */
const SWEET_BONANZA = fixtureGame(0);

describe('game search popup', () => {
  it('opens from the header with the focus in the search field, and closes with Escape', async () => {
    const { container } = renderSite('/');
    const button = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Search games' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    const input = await within(dialog).findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the game picked with the keyboard', async () => {
    const { currentUrl } = renderSite('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    const input = await within(dialog).findByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('sweet bon');
    await within(dialog).findByText(SWEET_BONANZA.title);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const target = encodeURIComponent(`/play/${SWEET_BONANZA.identifier}?mode=real`);
    await waitFor(() => expect(currentUrl()).toBe(`/sign-up?redirect=${target}`));
    expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    renderSite('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("opens the chosen game's page and closes", async () => {
    const { currentUrl } = renderSite('/pokies/all', {
      signedInAs: 'eur@casino.test',
      routes: { addGroups: () => ({ status: 204 }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Search games' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search games' });
    await userEvent.type(await within(dialog).findByRole('combobox'), 'sweet bon');
    await userEvent.click(await within(dialog).findByText(SWEET_BONANZA.title));
    await waitFor(() => expect(currentUrl()).toBe(`/play/${SWEET_BONANZA.identifier}?mode=real`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument());
  });
});
