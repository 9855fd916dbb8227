import { Appearance } from '@casino/sdk/contract';
import type { Parsed, PropertyParser } from './propertyParser';
import { schemaParser } from './propertyParser';
import type { CallbackKey, EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { dispatchWidgetEvent } from './widgetEvents';

const parseAppearance = schemaParser(Appearance);

/**
 * Reads the props a host page passes to `mount()` (unknown until checked): `appearance`, the widget's callbacks
 * and its attribute props. An unknown key or a value of the wrong kind is an error that names the prop.
 */
export function parseWidgetProps<P extends EmbeddableProps>(
  definition: WidgetDefinition<P>,
  value: unknown,
): Parsed<P> {
  if (value === undefined || value === null) return { ok: true, value: {} as P };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: `props of the ${definition.name} widget must be an object` };
  }
  const attributes: Readonly<Record<string, PropertyParser<unknown> | undefined>> = definition.attributes;
  const props: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, prop] of Object.entries(value)) {
    if (Object.hasOwn(definition.events, key)) {
      if (prop === undefined || typeof prop === 'function') props[key] = prop;
      else problems.push(`${key}: expected a function`);
      continue;
    }
    const parse = key === 'appearance' ? parseAppearance : attributes[key];
    if (!parse) {
      problems.push(`${key}: unknown prop`);
      continue;
    }
    const parsed = parse(prop);
    if (parsed.ok) props[key] = parsed.value;
    else problems.push(`${key}: ${parsed.message}`);
  }
  if (problems.length > 0) {
    return { ok: false, message: `invalid props for the ${definition.name} widget (${problems.join('; ')})` };
  }
  return { ok: true, value: props as P };
}

/** The props with every callback of the widget wrapped: it first dispatches the widget's DOM event on `target`, then calls the host's callback if any. */
export function withWidgetEvents<P extends EmbeddableProps>(
  definition: WidgetDefinition<P>,
  props: P,
  target: EventTarget,
): P {
  const wrapped = { ...props } as Record<string, unknown>;
  const events = definition.events as Readonly<
    Record<CallbackKey<P>, (...args: unknown[]) => Parameters<typeof dispatchWidgetEvent>[1]>
  >;
  for (const key of Object.keys(events) as CallbackKey<P>[]) {
    const hostCallback = props[key] as ((...args: unknown[]) => void) | undefined;
    wrapped[key as string] = (...args: unknown[]) => {
      dispatchWidgetEvent(target, events[key](...args));
      hostCallback?.(...args);
    };
  }
  return wrapped as P;
}
