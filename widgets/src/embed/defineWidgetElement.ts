import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { createWidgetElement } from './widgetElement';
import { widgetTagName } from './widgetNames';

/** Defines the `casino-<name>` element of one widget unless it is defined already; does nothing outside a browser. */
export function defineWidgetElement<P extends EmbeddableProps>(definition: WidgetDefinition<P>): void {
  if (typeof customElements === 'undefined') return;
  const tag = widgetTagName(definition.name);
  if (!customElements.get(tag)) customElements.define(tag, createWidgetElement(definition));
}
