import * as z from 'zod/mini';

/** Colour scheme of a widget. Defaults to `'light'`. */
export const AppearanceTheme = z.enum(['dark', 'light']);
export type AppearanceTheme = z.infer<typeof AppearanceTheme>;

/** Design tokens a host page may override; each maps onto a `--casino-*` CSS custom property. */
export const AppearanceVariables = z.object({
  colorPrimary: z.optional(z.string()),
  colorBackground: z.optional(z.string()),
  colorText: z.optional(z.string()),
  colorDanger: z.optional(z.string()),
  borderRadius: z.optional(z.string()),
  fontFamily: z.optional(z.string()),
});
export type AppearanceVariables = z.infer<typeof AppearanceVariables>;

/** The `appearance` option of every widget (prop, custom-element attribute as JSON, or `mount` option). */
export const Appearance = z.object({
  theme: z.optional(AppearanceTheme),
  variables: z.optional(AppearanceVariables),
});
export type Appearance = z.infer<typeof Appearance>;
