import { type HostInputOf, object, oneOf, optional, text } from './host-input';

/** Colour scheme of a widget. Defaults to `'light'`. */
export const AppearanceTheme = oneOf(['dark', 'light']);
export type AppearanceTheme = HostInputOf<typeof AppearanceTheme>;

/** Design tokens a host page may override; each maps onto a `--casino-*` CSS custom property. */
export const AppearanceVariables = object({
  colorPrimary: optional(text()),
  colorBackground: optional(text()),
  colorText: optional(text()),
  colorDanger: optional(text()),
  borderRadius: optional(text()),
  fontFamily: optional(text()),
});
export type AppearanceVariables = HostInputOf<typeof AppearanceVariables>;

/** The `appearance` option of every widget (prop, custom-element attribute as JSON, or `mount` option). */
export const Appearance = object({
  theme: optional(AppearanceTheme),
  variables: optional(AppearanceVariables),
});
export type Appearance = HostInputOf<typeof Appearance>;
