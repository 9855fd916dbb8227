import { BANNER_AUTOPLAY_MS, BANNER_SKELETONS } from '@casino/sdk/rules';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import './banners.css';
import { BannerSlide } from './BannerSlide';
import { useShownBanners } from './useShownBanners';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Which slide is nearest the track's start, from its scroll position. */
function currentSlide(track: HTMLElement): number {
  const slides = Array.from(track.children) as HTMLElement[];
  let nearest = 0;
  slides.forEach((slide, index) => {
    const best = slides[nearest] as HTMLElement;
    if (Math.abs(slide.offsetLeft - track.scrollLeft) < Math.abs(best.offsetLeft - track.scrollLeft)) nearest = index;
  });
  return nearest;
}

/**
 * The lobby's banners (core.md §2, §9): a carousel of the banners this visitor may see, moving on every 10 s. It
 * stops while the pointer is over it or the focus is in it, when the visitor pauses it, and does not start for
 * visitors who ask for reduced motion. Previous and next buttons and the slides' own scrolling move it by hand; each
 * slide is a labelled group ("2 of 4"). While banners-config loads, skeletons of the final size hold its place (2 on
 * phones, 3 on desktop: the CSS shows the third from the desktop width).
 */
export function LobbyBanners({ category = 'lobby' }: { category?: string }) {
  const { t } = useSiteT();
  const { banners, loading, closePromo } = useShownBanners(category);
  const trackRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setReducedMotion(false);
      return;
    }
    const query = window.matchMedia(REDUCED_MOTION);
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const go = useCallback(
    (step: 1 | -1) => {
      const track = trackRef.current;
      if (!track || track.children.length === 0) return;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
      const count = track.children.length;
      const next = step === 1 && atEnd ? 0 : (currentSlide(track) + step + count) % count;
      const slide = track.children[next] as HTMLElement;
      track.scrollTo?.({ left: slide.offsetLeft - track.offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  const playing = !paused && !reducedMotion && banners.length > 1;
  useEffect(() => {
    if (!playing || hovered || focused) return;
    const timer = setInterval(() => go(1), BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, hovered, focused, go]);

  if (loading) {
    return (
      <div className="lobby-banners lobby-banners--loading" aria-hidden="true">
        <ul className="lobby-banners__track">
          {Array.from({ length: BANNER_SKELETONS.desktop }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have nothing else to tell them apart
            <li key={index} className="banner-slide banner-slide--skeleton" />
          ))}
        </ul>
      </div>
    );
  }
  if (banners.length === 0) return null;
  return (
    <section
      className="lobby-banners"
      aria-roledescription={t('banners.carousel')}
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h2 id={headingId} className="casino-visually-hidden">
        {t('banners.title')}
      </h2>
      {banners.length > 1 ? (
        <div className="lobby-banners__controls">
          {reducedMotion ? null : (
            <button
              type="button"
              className="lobby-banners__control"
              aria-pressed={paused}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? t('banners.play') : t('banners.pause')}
            </button>
          )}
          <button type="button" className="lobby-banners__control" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="casino-visually-hidden">{t('banners.previous')}</span>
          </button>
          <button type="button" className="lobby-banners__control" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
            <span className="casino-visually-hidden">{t('banners.next')}</span>
          </button>
        </div>
      ) : null}
      <ul
        className="lobby-banners__track"
        ref={trackRef}
        aria-live={playing && !hovered && !focused ? 'off' : 'polite'}
      >
        {banners.map((banner, index) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            position={index + 1}
            count={banners.length}
            first={index === 0}
            onClosePromo={closePromo}
          />
        ))}
      </ul>
    </section>
  );
}
