import type { FixtureRequest } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

/** The `filter` of every games list request so far. */
const filters = (requests: FixtureRequest[]) =>
  requests
    .filter((request) => request.route === 'gamesFilter')
    .map((request) => (request.body as { filter?: unknown }).filter);

describe('category pages', () => {
  it.each([
    ['/pokies/all', 'Pokies', { identifiers: ['pokies'] }],
    ['/live/all', 'Live casino', { identifiers: ['live'] }],
    ['/pokies/megaways', 'Pokies: Megaways', { identifiers: ['pokies', 'megaways'], strategy: 'AND' }],
    ['/live/top', 'Live casino: Top games', { identifiers: ['live', 'top'], strategy: 'AND' }],
    ['/categories/table', 'Table games', { identifiers: ['table'] }],
    ['/games/new', 'New games', { identifiers: ['new'] }],
  ])('%s lists its games under the title "%s"', async (path, title, categories) => {
    const { requests } = renderSite(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(filters(requests)).toContainEqual({ categories }));
    await waitFor(() => expect(document.title).toBe(`${title} · Reference Casino`));
  });

  it('narrows the grid to the provider chosen, keeping it in the query', async () => {
    const { requests, currentUrl, container } = renderSite('/pokies/all');
    const select = await screen.findByRole('combobox', { name: 'Provider' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'NetEnt');
    await waitFor(() => expect(currentUrl()).toBe('/pokies/all?provider=netent'));
    await waitFor(() =>
      expect(filters(requests)).toContainEqual({ categories: { identifiers: ['pokies'] }, providers: ['netent'] }),
    );
    await expectNoAxeViolations(container);
    await userEvent.selectOptions(select, 'All providers');
    await waitFor(() => expect(currentUrl()).toBe('/pokies/all'));
  });

  it('opens with the provider of the query chosen', async () => {
    const { requests } = renderSite('/live/all?provider=evolution');
    const select = await screen.findByRole('combobox', { name: 'Provider' });
    await waitFor(() => expect(select).toHaveValue('evolution'));
    await waitFor(() =>
      expect(filters(requests)).toContainEqual({ categories: { identifiers: ['live'] }, providers: ['evolution'] }),
    );
  });

  it('shows an unknown category by its slug, with the grid asking for it', async () => {
    const { requests } = renderSite('/categories/no-such-thing');
    expect(await screen.findByRole('heading', { name: '“no-such-thing” games', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(filters(requests)).toContainEqual({ categories: { identifiers: ['no-such-thing'] } }));
  });
});
