import { fixtureBanner } from '@casino/sdk/testing';
import { expectNoAxeViolations } from '@casino/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSite } from '../../test/renderSite';

const banners = (list: ReturnType<typeof fixtureBanner>[]) => ({
  'banners-config': { locale: 'en', banners: list },
});

describe('lobby banners', () => {
  it("shows a guest the lobby's banners for guests, in order, each a labelled slide, axe-clean", async () => {
    const { container } = renderSite('/');
    const carousel = await screen.findByRole('region', { name: 'Featured offers' });
    const slides = within(carousel).getAllByRole('listitem', { name: /of 3$/ });
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Welcome pack',
      'Weekly race',
      'Sign up today',
    ]);
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 3');
    expect(within(carousel).getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(carousel).getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('leaves out what is not for this player: a guest banner, another group, a crypto banner, an ended one', async () => {
    renderSite('/', {
      signedInAs: 'eur@casino.test',
      feConfig: banners([
        fixtureBanner({ id: 'all', title: { text: 'For all' }, order: { lobby: 1 } }),
        fixtureBanner({ id: 'guests', title: { text: 'Guests only' }, audience: 'guest' }),
        fixtureBanner({ id: 'vip', title: { text: 'Diamond only' }, groups: [759] }),
        fixtureBanner({ id: 'crypto', title: { text: 'Crypto only' }, currency: 'crypto' }),
        fixtureBanner({ id: 'fiat', title: { text: 'Fiat players' }, currency: 'fiat', order: { lobby: 2 } }),
        fixtureBanner({ id: 'ended', title: { text: 'Over' }, liveTime: { start: null, end: '2020-01-01T00:00:00Z' } }),
        fixtureBanner({ id: 'elsewhere', title: { text: 'Other domain' }, domains: ['mirror.example'] }),
      ]),
    });
    const carousel = await screen.findByRole('region', { name: 'Featured offers' });
    await waitFor(() =>
      expect(
        within(carousel)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['For all', 'Fiat players']),
    );
  });

  it('hides a promo banner once closed, and remembers when', async () => {
    renderSite('/');
    const carousel = await screen.findByRole('region', { name: 'Featured offers' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Close Sign up today' }));
    await waitFor(() => expect(within(carousel).queryByRole('heading', { name: 'Sign up today' })).toBeNull());
    expect(within(carousel).getAllByRole('listitem', { name: /of 2$/ })).toHaveLength(2);
  });

  it('holds the place with skeletons while the banners load, and shows nothing when none is for the visitor', async () => {
    const view = renderSite('/', { feConfig: banners([]) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(view.container.querySelector('.lobby-banners')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Featured offers' })).toBeNull();
  });

  it('shows three skeletons (two on phones, by CSS) hidden from assistive technology while loading', async () => {
    const view = renderSite('/', { routes: { feConfig: () => new Promise(() => {}) } });
    await waitFor(() => expect(view.container.querySelectorAll('.banner-slide--skeleton')).toHaveLength(3));
    expect(view.container.querySelector('.lobby-banners--loading')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets the visitor pause and play the autoplay', async () => {
    renderSite('/');
    const carousel = await screen.findByRole('region', { name: 'Featured offers' });
    await userEvent.click(within(carousel).getByRole('button', { name: 'Pause' }));
    expect(within(carousel).getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  });
});
