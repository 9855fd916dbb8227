import { defineWidgetElement } from './defineWidgetElement';
import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { WIDGET_DEFINITIONS } from './widgetDefinitions';
import { WIDGET_NAMES } from './widgetNames';

/** Defines the `<casino-…>` element of every embeddable widget (see WIDGET_NAMES). Idempotent; does nothing outside a browser. */
export function defineCasinoElements(): void {
  for (const name of WIDGET_NAMES) defineWidgetElement(WIDGET_DEFINITIONS[name] as WidgetDefinition<EmbeddableProps>);
}
