import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeKey } from './widgetDefinition';
import type { WidgetPropsMap } from './widgetDefinitions';
import type { CasinoWidgetElement } from './widgetElement';
import type { WidgetEventMap, WidgetEventType } from './widgetEvents';
import type { WidgetName } from './widgetNames';

/** Props of a widget that its element takes as properties (and kebab-case attributes): all but callbacks and `appearance`. */
export type CasinoElementProperties<N extends WidgetName> = {
  -readonly [K in AttributeKey<WidgetPropsMap[N]>]: WidgetPropsMap[N][K] | undefined;
};

/** The `<casino-<name>>` element of a widget: `locale`, `theme`, `appearance` and the widget's own properties. */
export type CasinoElement<N extends WidgetName> = CasinoWidgetElement & CasinoElementProperties<N>;

/** Every widget's element by its tag, derived from the registry (`WidgetPropsMap`). */
export type CasinoElementTagNameMap = { [N in WidgetName as `casino-${N}`]: CasinoElement<N> };

/** Listeners of the widget events as React 19 props of a custom element: `oncasino:signed-in` listens to `casino:signed-in`. */
export type CasinoEventProps = {
  [T in WidgetEventType as `on${T}`]?: (event: CustomEvent<WidgetEventMap[T]>) => void;
};

/**
 * React 19 JSX props of a widget's tag: the HTML props, the element's properties (React sets them as properties once
 * the element is defined, so call `defineCasinoElements()` first) and its event listeners.
 */
export type CasinoElementJsxProps<N extends WidgetName> = DetailedHTMLProps<
  HTMLAttributes<CasinoElement<N>>,
  CasinoElement<N>
> &
  Partial<Pick<CasinoWidgetElement, 'locale' | 'theme' | 'appearance'>> &
  Partial<CasinoElementProperties<N>> &
  CasinoEventProps;

/** Every widget's tag as a React 19 intrinsic element. */
export type CasinoIntrinsicElements = { [N in WidgetName as `casino-${N}`]: CasinoElementJsxProps<N> };

declare global {
  interface HTMLElementTagNameMap extends CasinoElementTagNameMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends CasinoIntrinsicElements {}
  }
}
