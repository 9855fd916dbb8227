import type { Banner } from '@casino/sdk/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/useSiteT';
import { BannerTerms } from './BannerTerms';
import { bannerText } from './bannerText';

/** Props of {@link BannerSlide}. */
export interface BannerSlideProps {
  banner: Banner;
  /** Its place among the shown banners, from 1. */
  position: number;
  count: number;
  /** Whether it is the first slide: its image loads first. */
  first: boolean;
  /** Closes the promo banners (the close button shows on a promo banner only). */
  onClosePromo(): void;
}

const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** One banner of the carousel: its art, title, text, labels, button, terms and, for a promo banner, a close button. */
export function BannerSlide({ banner, position, count, first, onClosePromo }: BannerSlideProps) {
  const { t } = useSiteT();
  const title = bannerText(banner.title.text, banner.variables);
  const description = bannerText(banner.description.text, banner.variables);
  const style = banner.gradient
    ? ({ '--banner-gradient': `linear-gradient(135deg, ${banner.gradient.join(', ')})` } as CSSProperties)
    : undefined;
  const { button } = banner;
  return (
    <li
      className="banner-slide"
      aria-roledescription={t('banners.slide')}
      aria-label={t('banners.slidePosition', { position, count })}
      data-banner={banner.id}
      style={style}
    >
      <img
        className="banner-slide__image"
        src={banner.image}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="banner-slide__body">
        {banner.labels.length > 0 ? (
          <ul className="banner-slide__labels">
            {banner.labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        ) : null}
        <h3 className="banner-slide__title">{title}</h3>
        {description ? <p className="banner-slide__text">{description}</p> : null}
        <div className="banner-slide__actions">
          {button?.url ? (
            isSitePath(button.url) ? (
              <Link to={button.url} className="casino-button casino-button--primary" {...button.attrs}>
                {button.name}
              </Link>
            ) : (
              <a href={button.url} className="casino-button casino-button--primary" rel="noopener" {...button.attrs}>
                {button.name}
              </a>
            )
          ) : null}
          {banner.secondButton ? <BannerTerms button={banner.secondButton} /> : null}
        </div>
      </div>
      {banner.promo ? (
        <button
          type="button"
          className="banner-slide__close"
          aria-label={t('banners.close', { title })}
          onClick={onClosePromo}
        >
          ×
        </button>
      ) : null}
    </li>
  );
}
