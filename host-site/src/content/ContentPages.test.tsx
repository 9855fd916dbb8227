import { fixtureCmsPage } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

describe('content pages of the CMS (docs/cms.md)', () => {
  it('opens a static page from its path with its title, lead and sanitised content, axe-clean', async () => {
    const { container } = renderSite('/terms-and-conditions');
    const article = await screen.findByRole('article', { name: 'Terms and conditions' });
    expect(within(article).getByText('General terms.')).toBeInTheDocument();
    expect(article).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(document.title).toContain('Terms and conditions'));
    await expectNoAxeViolations(container);
  });

  it('shows the EE variant to a visitor under the EE licence', async () => {
    renderSite('/terms-and-conditions', { licence: 'EE' });
    expect(await screen.findByRole('article', { name: 'Terms and conditions (Estonia)' })).toBeInTheDocument();
  });

  it('shows the AU variant to a visitor in Australia', async () => {
    renderSite('/terms-and-conditions', { country: 'AU' });
    expect(await screen.findByRole('article', { name: 'Terms and conditions (Australia)' })).toBeInTheDocument();
  });

  it('follows a link inside the content through the router', async () => {
    const { currentUrl, requests } = renderSite('/about', {
      cms: {
        pages: [
          fixtureCmsPage({
            id: 3,
            slug: 'about',
            title: 'About us',
            content: '<p>Read the <a href="/privacy-policy">privacy policy</a>.</p>',
          }),
        ],
      },
    });
    const link = await screen.findByRole('link', { name: 'privacy policy' });
    const loadsBefore = requests.filter((request) => request.route === 'project').length;
    await userEvent.click(link);
    await waitFor(() => expect(currentUrl()).toBe('/privacy-policy'));
    expect(requests.filter((request) => request.route === 'project').length).toBe(loadsBefore);
  });

  it('leaves a segment that is no CMS page to the jackpot pages and the not-found page', async () => {
    renderSite('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('lists the news six a page, newest first, with paging, axe-clean', async () => {
    const { container, currentUrl } = renderSite('/news');
    const list = await screen.findByRole('heading', { level: 1, name: 'News' });
    const section = list.closest('section') as HTMLElement;
    await waitFor(() => expect(within(section).getAllByRole('listitem').length).toBeGreaterThan(6));
    const cards = () =>
      within(section)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(cards()).toEqual(['News 1', 'News 2', 'News 3', 'News 4', 'News 5', 'News 6']);
    const paging = screen.getByRole('navigation', { name: 'News pages' });
    expect(within(paging).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
    await userEvent.click(within(paging).getByRole('link', { name: 'Older articles' }));
    await waitFor(() => expect(cards()).toEqual(['News 7', 'News 8']));
    expect(currentUrl()).toBe('/news?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'News 8' }));
    expect(await screen.findByRole('article', { name: 'News 8' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
  });

  it('shows the CMS promotions on /promotions with the way to the bonus offers, and the awards on /awards', async () => {
    const { container } = renderSite('/promotions');
    expect(await screen.findByRole('link', { name: 'Weekend reload' })).toHaveAttribute(
      'href',
      '/promotions/weekend-reload',
    );
    expect(screen.getByRole('link', { name: 'See the bonus offers' })).toHaveAttribute('href', '/bonuses');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('link', { name: 'Weekend reload' }));
    expect(await screen.findByRole('article', { name: 'Weekend reload' })).toBeInTheDocument();
  });

  it('lists the awards', async () => {
    renderSite('/awards');
    expect(await screen.findByRole('heading', { level: 2, name: 'Best new casino' })).toBeInTheDocument();
  });
});
