import { Banner, BannerButton, type BannersConfig } from '@casino/sdk/contract';
import * as z from 'zod/mini';

/** A text in several locales: locale → text; `en` is the fallback every banner has. */
const LocalisedText = z
  .record(z.string(), z.string())
  .check(z.refine((texts) => typeof texts.en === 'string', { message: 'needs an en text' }));
type LocalisedText = z.infer<typeof LocalisedText>;

/**
 * A banner as the store keeps it (the `banners` key): the contract's banner with its words per locale (title,
 * description, the buttons' names and the terms popup); banners-config answers it in one locale.
 */
export const StoredBanner = z.object({
  ...Banner.shape,
  title: LocalisedText,
  description: LocalisedText,
  button: z.nullable(z.object({ ...BannerButton.shape, name: LocalisedText })),
  secondButton: z.nullable(
    z.object({
      name: LocalisedText,
      popup: z.object({ title: LocalisedText, secondTitle: LocalisedText, desc: LocalisedText }),
    }),
  ),
});
export type StoredBanner = z.infer<typeof StoredBanner>;

/** The `banners` key of the store: every banner, each still to be filtered by the site. */
export const StoredBanners = z.object({ banners: z.array(StoredBanner) });
export type StoredBanners = z.infer<typeof StoredBanners>;

/** The text of `texts` in `locale`, else in its language (`en-AU` → `en`), else English. */
export function textIn(texts: LocalisedText, locale: string): string {
  return texts[locale] ?? texts[locale.split('-')[0] ?? locale] ?? texts.en ?? '';
}

/** The banners of banners-config in `locale`. */
export function bannersIn(stored: StoredBanners, locale: string): BannersConfig {
  const text = (texts: LocalisedText) => textIn(texts, locale);
  return {
    locale,
    banners: stored.banners.map((banner) => ({
      ...banner,
      title: { text: text(banner.title) },
      description: { text: text(banner.description) },
      button: banner.button === null ? null : { ...banner.button, name: text(banner.button.name) },
      secondButton:
        banner.secondButton === null
          ? null
          : {
              name: text(banner.secondButton.name),
              popup: {
                title: text(banner.secondButton.popup.title),
                secondTitle: text(banner.secondButton.popup.secondTitle),
                desc: text(banner.secondButton.popup.desc),
              },
            },
    })),
  };
}
