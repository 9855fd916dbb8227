/** Widgets that can be embedded: names used in `/embed/<name>`, `<casino-<name>>`, `mount()` and the loader. */
export const WIDGET_NAMES = ['login', 'registration', 'balance', 'cashbox', 'game-grid', 'game-search'] as const;

/** One of {@link WIDGET_NAMES}. */
export type WidgetName = (typeof WIDGET_NAMES)[number];

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
