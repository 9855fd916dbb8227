import { type MountedWidget, renderWidget } from './renderWidget';
import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { parseWidgetProps } from './widgetProps';

interface Mounted {
  name: string;
  widget: MountedWidget<never>;
}

const mounted = new WeakMap<Element, Mounted>();

function checkedProps<P extends EmbeddableProps>(definition: WidgetDefinition<P>, props: unknown): P {
  const parsed = parseWidgetProps(definition, props);
  if (!parsed.ok) throw new TypeError(`casino: ${parsed.message}.`);
  return parsed.value;
}

function shadowRootOf(element: Element): ShadowRoot {
  if (element.shadowRoot) return element.shadowRoot;
  try {
    return element.attachShadow({ mode: 'open' });
  } catch {
    throw new TypeError(
      `casino: <${element.localName}> cannot hold a shadow root; mount the widget on a <div> or another container.`,
    );
  }
}

/**
 * Renders a widget into the open shadow root of an element (attached if missing), so page CSS and widget CSS stay
 * apart; its events bubble from the element. Mounting the same widget on an element again updates its props; a
 * different widget replaces it. Element and props come from the host page, so both are checked.
 */
export function mountWidget<P extends EmbeddableProps>(
  definition: WidgetDefinition<P>,
  element: unknown,
  props?: unknown,
): MountedWidget<P> {
  if (!(element instanceof Element)) {
    throw new TypeError(`casino: mount needs a DOM element to render the ${definition.name} widget in.`);
  }
  const initialProps = checkedProps(definition, props);
  const previous = mounted.get(element);
  let widget: MountedWidget<P>;
  if (previous?.name === definition.name) {
    widget = previous.widget as MountedWidget<P>;
    widget.update(initialProps);
  } else {
    previous?.widget.unmount();
    widget = renderWidget(shadowRootOf(element), definition, initialProps, element);
    mounted.set(element, { name: definition.name, widget: widget as MountedWidget<never> });
  }
  return {
    update: (next) => widget.update(checkedProps(definition, next)),
    unmount: () => {
      if (mounted.get(element)?.widget === (widget as MountedWidget<never>)) {
        mounted.delete(element);
        widget.unmount();
      }
    },
  };
}
