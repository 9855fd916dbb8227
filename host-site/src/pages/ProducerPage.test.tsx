import type { FixtureRequest } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

/** The body of every games list request so far. */
const lists = (requests: FixtureRequest[]) =>
  requests
    .filter((request) => request.route === 'gamesFilter')
    .map((request) => request.body as { filter?: unknown; page?: number });

describe('producer pages', () => {
  it("lists a provider's games under its title", async () => {
    const { requests } = renderSite('/producers/netent');
    expect(await screen.findByRole('heading', { name: 'Games by NetEnt', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(lists(requests)[0]).toMatchObject({ filter: { providers: ['netent'] } }));
    expect(lists(requests)[0]?.page ?? 1).toBe(1);
    await waitFor(() => expect(document.title).toBe('Games by NetEnt · Reference Casino'));
  });

  it('shows a numbered page with links to the pages beside it', async () => {
    const { requests, container } = renderSite('/producers/netent/2', { games: { catalogue: 1000 } });
    expect(await screen.findByRole('heading', { name: 'Games by NetEnt', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(lists(requests)).toContainEqual(expect.objectContaining({ page: 2 })));
    expect(lists(requests).every((body) => body.page === 2)).toBe(true);
    await waitFor(() => expect(document.title).toBe('NetEnt, page 2 · Reference Casino'));
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
        expect.arrayContaining(['/producers/netent', '/producers/netent/3']),
      ),
    );
    await expectNoAxeViolations(container);
  });

  it('makes page 1 the provider page itself', async () => {
    const { currentUrl } = renderSite('/producers/netent/1');
    await waitFor(() => expect(currentUrl()).toBe('/producers/netent'));
    expect(await screen.findByRole('heading', { name: 'Games by NetEnt', level: 1 })).toBeInTheDocument();
  });

  it('does not know a page that is not a whole number from 1', async () => {
    renderSite('/producers/netent/zero');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Reference Casino'));
  });
});
