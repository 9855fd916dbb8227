import type { Appearance, AppearanceTheme, AppearanceVariables } from '@casino/sdk/contract';

/** A CSS custom property of the widget theme. */
export type ThemeProperty = `--casino-${string}`;

/** Palette of each colour scheme: the values of every `--casino-*` property before host overrides. */
export const THEME_PALETTES: Readonly<Record<AppearanceTheme, Readonly<Record<ThemeProperty, string>>>> = {
  light: {
    '--casino-color-primary': '#1d4ed8',
    '--casino-color-on-primary': '#ffffff',
    '--casino-color-background': '#ffffff',
    '--casino-color-surface': '#f3f4f6',
    '--casino-color-text': '#111827',
    '--casino-color-muted': '#4b5563',
    '--casino-color-border': '#6b7280',
    '--casino-color-danger': '#b91c1c',
    '--casino-color-success': '#047857',
    '--casino-border-radius': '8px',
    '--casino-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  dark: {
    '--casino-color-primary': '#93c5fd',
    '--casino-color-on-primary': '#0b1220',
    '--casino-color-background': '#0f172a',
    '--casino-color-surface': '#1e293b',
    '--casino-color-text': '#f1f5f9',
    '--casino-color-muted': '#cbd5e1',
    '--casino-color-border': '#94a3b8',
    '--casino-color-danger': '#fca5a5',
    '--casino-color-success': '#6ee7b7',
    '--casino-border-radius': '8px',
    '--casino-font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

/** Which `--casino-*` property each `appearance.variables` key overrides. */
export const VARIABLE_PROPERTIES: Readonly<Record<keyof AppearanceVariables, ThemeProperty>> = {
  colorPrimary: '--casino-color-primary',
  colorBackground: '--casino-color-background',
  colorText: '--casino-color-text',
  colorDanger: '--casino-color-danger',
  borderRadius: '--casino-border-radius',
  fontFamily: '--casino-font-family',
};

/** The `--casino-*` properties of an appearance: its theme's palette (light by default) with the host's variables on top. */
export function themeVariables(appearance: Appearance = {}): Record<ThemeProperty, string> {
  const properties: Record<ThemeProperty, string> = { ...THEME_PALETTES[appearance.theme ?? 'light'] };
  const variables = appearance.variables ?? {};
  for (const key of Object.keys(VARIABLE_PROPERTIES) as (keyof AppearanceVariables)[]) {
    const value = variables[key];
    if (value !== undefined && value.trim() !== '') properties[VARIABLE_PROPERTIES[key]] = value;
  }
  return properties;
}
