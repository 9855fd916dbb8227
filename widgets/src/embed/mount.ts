import { mountWidget } from './mountWidget';
import type { MountedWidget } from './renderWidget';
import { WIDGET_DEFINITIONS, type WidgetPropsMap } from './widgetDefinitions';
import { isWidgetName, WIDGET_NAMES, type WidgetName } from './widgetNames';

/**
 * Renders the named widget into an element's shadow root with the casino shared by all embedded widgets (see
 * `init`). Its callbacks also dispatch `casino:*` DOM events from the element. Props default to none.
 */
export function mount<N extends WidgetName>(
  element: Element,
  name: N,
  props?: WidgetPropsMap[N],
): MountedWidget<WidgetPropsMap[N]> {
  if (!isWidgetName(name)) {
    throw new TypeError(
      `casino: mount(element, name) got unknown widget "${String(name)}"; use one of ${WIDGET_NAMES.join(', ')}.`,
    );
  }
  return mountWidget(WIDGET_DEFINITIONS[name], element, props);
}
