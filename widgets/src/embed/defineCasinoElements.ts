import { defineWidgetElement } from './defineWidgetElement';
import { WIDGET_DEFINITIONS } from './widgetDefinitions';
import { WIDGET_NAMES } from './widgetNames';

/** Defines `<casino-login>`, `<casino-registration>` and `<casino-balance>`. Idempotent; does nothing outside a browser. */
export function defineCasinoElements(): void {
  for (const name of WIDGET_NAMES) defineWidgetElement(WIDGET_DEFINITIONS[name]);
}
