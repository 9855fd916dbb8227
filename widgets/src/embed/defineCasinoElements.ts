import { defineWidgetElement } from './defineWidgetElement';
import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { WIDGET_DEFINITIONS } from './widgetDefinitions';
import { WIDGET_NAMES } from './widgetNames';

/** Defines `<casino-login>`, `<casino-registration>`, `<casino-balance>` and `<casino-cashbox>`. Idempotent; does nothing outside a browser. */
export function defineCasinoElements(): void {
  for (const name of WIDGET_NAMES) defineWidgetElement(WIDGET_DEFINITIONS[name] as WidgetDefinition<EmbeddableProps>);
}
