import { EMBED_WIDGET_NAMES, type EmbedWidgetName } from '@casino/sdk/contract';

/** Widgets that can be embedded: names used in `/embed/<name>`, `<casino-<name>>`, `mount()` and the loader (the contract's list, which the server reads too). */
export const WIDGET_NAMES = EMBED_WIDGET_NAMES;

/** One of {@link WIDGET_NAMES}. */
export type WidgetName = EmbedWidgetName;

/** The custom element tag of a widget: `casino-<name>`. */
export type WidgetTagName = `casino-${WidgetName}`;

/** Whether a value from outside (a URL segment, a loader command) names an embeddable widget. */
export function isWidgetName(value: unknown): value is WidgetName {
  return typeof value === 'string' && (WIDGET_NAMES as readonly string[]).includes(value);
}

/** The custom element tag of a widget, e.g. `casino-login`. */
export function widgetTagName(name: WidgetName): WidgetTagName {
  return `casino-${name}`;
}
