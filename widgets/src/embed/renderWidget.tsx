import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { CasinoProvider } from '../provider/CasinoProvider';
import { sharedCasino } from './sharedCasino';
import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { withWidgetEvents } from './widgetProps';

/** A widget rendered by `mount()` or a custom element. */
export interface MountedWidget<P> {
  /** Renders the widget again with new props (they replace the old ones). */
  update(props: P): void;
  /** Removes the widget and its React tree. */
  unmount(): void;
}

/** Renders a widget with the shared casino into a container; its callbacks dispatch the widget's DOM events on `eventTarget`. */
export function renderWidget<P extends EmbeddableProps>(
  container: Element | DocumentFragment,
  definition: WidgetDefinition<P>,
  props: P,
  eventTarget: EventTarget,
): MountedWidget<P> {
  const { casino, i18n } = sharedCasino();
  const root = createRoot(container);
  const Widget = definition.component;
  const render = (next: P) =>
    root.render(
      <CasinoProvider casino={casino} i18n={i18n}>
        <Suspense fallback={null}>
          <Widget {...withWidgetEvents(definition, next, eventTarget)} />
        </Suspense>
      </CasinoProvider>,
    );
  render(props);
  return { update: render, unmount: () => root.unmount() };
}
