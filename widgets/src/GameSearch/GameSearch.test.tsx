import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/axe';
import { renderWidget } from '../../test/renderWidget';
import { GameSearch } from './GameSearch';

describe('GameSearch', () => {
  it('shows eight recommended games until the query is long enough', async () => {
    const { container, platform } = renderWidget(<GameSearch />);
    const list = await screen.findByRole('listbox', { name: 'Recommended' });
    expect(within(list).getAllByRole('group')).toHaveLength(8);
    expect(platform.requests.find((request) => request.route === 'gamesFilter')?.body).toMatchObject({
      page_size: 8,
      filter: { categories: { identifiers: ['recommended'] } },
    });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search games' }), 'sw');
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Recommended' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('searches title words ignoring accents, and opens the active result with the keyboard', async () => {
    const onNavigate = vi.fn();
    const onSelect = vi.fn();
    const { container } = renderWidget(<GameSearch autoFocus onNavigate={onNavigate} onSelect={onSelect} />);
    const input = await screen.findByRole('combobox', { name: 'Search games' });
    expect(input).toHaveFocus();
    await userEvent.type(input, 'bonan');
    expect(await screen.findByRole('status')).toHaveTextContent(/^(Searching…|\d+ games? found)$/);
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    const groups = within(results).getAllByRole('group');
    expect(groups.every((group) => /Bonánza/.test(group.getAttribute('aria-label') ?? ''))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(`${groups.length} games found`);
    const option = (game: number, name: string | RegExp = /Bonánza/) =>
      within(groups[game] as HTMLElement).getByRole('option', { name });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', option(1).id);
    expect(option(1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', option(0).id);
    await userEvent.keyboard('{ArrowRight}');
    expect(input).toHaveAttribute('aria-activedescendant', option(0, 'Demo').id);
    await userEvent.keyboard('{ArrowLeft}');
    await expectNoAxeViolations(container);
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('https://casino.test/play/pragmaticplay/sweet-bonanza?mode=real');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ title: 'Sweet Bonánza' }));
  });

  it('quotes the query when nothing is found and hints to refine it', async () => {
    renderWidget(<GameSearch />);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search games' }), 'zzzqx');
    expect(await screen.findByText('No games found for “zzzqx”.')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling or try fewer or other words.')).toBeInTheDocument();
  });

  it('shows the clear button only while focused with a searchable query, and Escape clears too', async () => {
    renderWidget(<GameSearch />);
    const input = await screen.findByRole('combobox', { name: 'Search games' });
    await userEvent.type(input, 'sw');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'e');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'sweet');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('opens a result in demo mode from its demo option', async () => {
    const onNavigate = vi.fn();
    renderWidget(<GameSearch onNavigate={onNavigate} />);
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search games' }), 'sweet bon');
    const game = await screen.findByRole('group', { name: 'Sweet Bonánza' });
    await userEvent.click(within(game).getByRole('option', { name: 'Demo' }));
    expect(onNavigate).toHaveBeenCalledWith('https://casino.test/play/pragmaticplay/sweet-bonanza?mode=demo');
  });
});
