import type { Appearance } from '@casino/sdk/contract';
import type { CSSProperties, ReactNode } from 'react';
import { themeVariables } from './variables';
import { WIDGET_CSS } from './widgetCss';

/** Props of {@link ThemeRoot}. */
export interface ThemeRootProps {
  /** Which widget this root holds; written to `data-casino-widget`. */
  widget: string;
  /** Theme and variables of the host. Defaults to the light theme. */
  appearance?: Appearance;
  children: ReactNode;
}

/** The root element of every widget: carries the `--casino-*` properties and the widget CSS, so a widget looks the same in a page or a shadow root. */
export function ThemeRoot({ widget, appearance, children }: ThemeRootProps) {
  const style = themeVariables(appearance) as CSSProperties;
  return (
    <div className="casino-widget" data-casino-widget={widget} data-theme={appearance?.theme ?? 'light'} style={style}>
      <style>{WIDGET_CSS}</style>
      {children}
    </div>
  );
}
