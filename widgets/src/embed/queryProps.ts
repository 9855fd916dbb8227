import { type PropertyParser, toKebabCase } from './propertyParser';
import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';

/**
 * The attribute props of a widget read from the iframe page's query (`/embed/cashbox?step=deposit`), each with the
 * attribute's parser; an unknown parameter is not a prop, and a value that does not parse is left out with a
 * console message, as a custom element does with a bad attribute.
 */
export function queryProps<P extends EmbeddableProps>(definition: WidgetDefinition<P>, search: string): Partial<P> {
  const params = new URLSearchParams(search);
  const props: Record<string, unknown> = {};
  const parsers: Readonly<Record<string, PropertyParser<unknown> | undefined>> = definition.attributes;
  for (const [name, parse] of Object.entries(parsers)) {
    const value = params.get(toKebabCase(name));
    if (value === null || !parse) continue;
    const parsed = parse(value);
    if (parsed.ok) props[name] = parsed.value;
    else console.error(`/embed/${definition.name}?${toKebabCase(name)}: ${parsed.message}; the value was ignored.`);
  }
  return props as Partial<P>;
}
