import type { Appearance } from '@casino/sdk/contract';
import type { ComponentType } from 'react';
import type { PropertyParser } from './propertyParser';
import type { WidgetEvent } from './widgetEvents';
import type { WidgetName } from './widgetNames';

/** Props every embeddable widget takes. */
export interface EmbeddableProps {
  /** Theme and design tokens. Defaults to the light theme. */
  appearance?: Appearance;
}

type Callback = (...args: never[]) => unknown;
type CallbackArguments<F> = F extends (...args: infer A) => unknown ? A : never;

/** Keys of a widget's props that hold callbacks (`onSignedIn`, `onNavigate`...). */
export type CallbackKey<P> = { [K in keyof P]-?: NonNullable<P[K]> extends Callback ? K : never }[keyof P];

/** Everything the embedding runtime needs to know about one widget. */
export interface WidgetDefinition<P extends EmbeddableProps> {
  /** Name in `/embed/<name>`, `<casino-<name>>` and `mount()`. */
  readonly name: WidgetName;
  /**
   * The block size (CSS length) the `<casino-<name>>` element reserves before the widget renders and keeps as its
   * minimum: the height of its first view for a guest, so nothing on the page moves when it appears. A page overrides
   * it with CSS (`casino-login { min-block-size: 30rem }`) or the element's `style` attribute. The script-tag build
   * writes these into `cdn/widgets.css` so a page can reserve the space before any script runs.
   */
  readonly reservedSize: string;
  /** The React component. */
  readonly component: ComponentType<P>;
  /** How each callback prop becomes a DOM event on the element. */
  readonly events: { readonly [K in CallbackKey<P>]: (...args: CallbackArguments<NonNullable<P[K]>>) => WidgetEvent };
  /** Every other prop, set by its custom-element attribute (the kebab-case name) or property, each with its parser. */
  readonly attributes: { readonly [K in AttributeKey<P>]-?: PropertyParser<P[K]> };
}

/** Keys of a widget's props that attributes set: every prop but the callbacks and `appearance`. */
export type AttributeKey<P> = Exclude<keyof P, CallbackKey<P> | 'appearance'>;
