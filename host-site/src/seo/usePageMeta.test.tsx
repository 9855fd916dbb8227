import { screen, waitFor } from '@testing-library/react';
import { renderSite } from '../../test/renderSite';

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');

describe('usePageMeta on the site pages', () => {
  it('gives a category page its title, description, canonical address and Open Graph tags', async () => {
    renderSite('/pokies/all?provider=netent');
    await screen.findByRole('heading', { level: 1, name: 'Pokies' });
    await waitFor(() => expect(document.title).toBe('Pokies · Reference Casino'));
    const description = 'Pokies at Reference Casino: play online, on desktop and mobile.';
    expect(content('meta[name="description"]')).toBe(description);
    expect(content('link[rel="canonical"]')).toBe(`${window.location.origin}/pokies/all`);
    expect(content('meta[property="og:title"]')).toBe('Pokies · Reference Casino');
    expect(content('meta[property="og:description"]')).toBe(description);
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/pokies/all`);
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:image"]')).toBe(`${window.location.origin}/icons/icon-512.png`);
  });

  it('gives a page without a description of its own the site description', async () => {
    renderSite('/');
    await waitFor(() => expect(document.title).toBe('Lobby · Reference Casino'));
    expect(content('meta[name="description"]')).toBe(
      'Pokies, live casino and table games, tournaments and jackpots at Reference Casino.',
    );
    expect(content('link[rel="canonical"]')).toBe(`${window.location.origin}/`);
  });
});
