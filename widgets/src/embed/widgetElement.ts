import { Appearance, AppearanceTheme, EmbedLocale } from '@casino/sdk/contract';
import { jsonParser, type Parsed, type PropertyParser, schemaParser, toKebabCase } from './propertyParser';
import { type MountedWidget, renderWidget } from './renderWidget';
import { sharedCasino } from './sharedCasino';
import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { widgetTagName } from './widgetNames';

/** A `<casino-*>` element: the widget renders in its shadow root, its callbacks arrive as `casino:*` DOM events. */
export interface CasinoWidgetElement extends HTMLElement {
  /** Language of the page's widgets (they share one casino); attribute `locale`. Defaults to the `init` locale. */
  locale: EmbedLocale | undefined;
  /** Colour scheme; attribute `theme`; wins over `appearance.theme`. Defaults to light. */
  theme: AppearanceTheme | undefined;
  /** Theme and design tokens; attribute `appearance` as JSON, or an object set from JS. Defaults to none. */
  appearance: Appearance | undefined;
}

const COMMON_PROPERTIES: Readonly<Record<string, PropertyParser<unknown>>> = {
  locale: schemaParser(EmbedLocale),
  theme: schemaParser(AppearanceTheme),
  appearance: jsonParser(Appearance),
};

/** How near the viewport an element must come for its widget to render (a screen's height): the reserved size holds its place until then. */
const RENDER_MARGIN = '100% 0px';

/** `:host` as a block of at least `reservedSize`. */
function hostSheet(reservedSize: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`:host{display:block;min-block-size:${reservedSize}}`);
  return sheet;
}

/**
 * The custom element class of a widget. Each property (`locale`, `theme`, `appearance` and the widget's attribute
 * props) is set from its kebab-case attribute or from JS; an invalid value is reported on the console and ignored.
 * The element is a block that reserves the widget's `reservedSize`; the widget renders in its open shadow root once
 * the element is within a screen's height of the viewport (so widgets below the fold cost a loading page nothing),
 * and again (once per task, however many properties changed) when a property changes.
 */
export function createWidgetElement<P extends EmbeddableProps>(
  definition: WidgetDefinition<P>,
): new () => CasinoWidgetElement {
  const tag = widgetTagName(definition.name);
  const attributeProps = Object.keys(definition.attributes);
  const parsers = Object.entries({ ...COMMON_PROPERTIES, ...definition.attributes }).filter(
    (entry): entry is [string, PropertyParser<unknown>] => entry[1] !== undefined,
  );
  const parserOfAttribute = new Map(parsers.map(([name, parse]) => [toKebabCase(name), { name, parse }]));

  let reservation: CSSStyleSheet | undefined;

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = [...parserOfAttribute.keys()];

    private readonly values = new Map<string, unknown>();
    private readonly root = this.attachShadow({ mode: 'open' });
    private widget: MountedWidget<P> | undefined;
    private renderQueued = false;
    private localeChanged = false;
    /** Whether the element has come near the viewport; without IntersectionObserver it always has. */
    private nearViewport = typeof IntersectionObserver === 'undefined';
    private viewportWatch: IntersectionObserver | undefined;

    constructor() {
      super();
      // The element holds its size from the start; page CSS on the element wins over `:host`.
      reservation ??= hostSheet(definition.reservedSize);
      this.root.adoptedStyleSheets = [reservation];
      // A page may set properties before the element is defined; those own properties hide the accessors.
      for (const [name] of parsers) {
        if (!Object.hasOwn(this, name)) continue;
        const value = (this as Record<string, unknown>)[name];
        delete (this as Record<string, unknown>)[name];
        (this as Record<string, unknown>)[name] = value;
      }
    }

    connectedCallback() {
      if (!this.nearViewport) this.watchViewport();
      this.queueRender();
    }

    /** Renders the widget once the element comes within {@link RENDER_MARGIN} of the viewport, not while the page loads below the fold. */
    private watchViewport() {
      this.viewportWatch ??= new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          this.nearViewport = true;
          this.viewportWatch?.disconnect();
          this.queueRender();
        },
        { rootMargin: RENDER_MARGIN },
      );
      this.viewportWatch.observe(this);
    }

    disconnectedCallback() {
      // A move in the DOM disconnects and reconnects at once; only a real removal unmounts.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.viewportWatch?.disconnect();
        this.widget?.unmount();
        this.widget = undefined;
      });
    }

    attributeChangedCallback(attribute: string, _previous: string | null, value: string | null) {
      const property = parserOfAttribute.get(attribute);
      if (property) this.write(property.name, property.parse(value));
    }

    private queueRender() {
      if (this.renderQueued) return;
      this.renderQueued = true;
      queueMicrotask(() => {
        this.renderQueued = false;
        if (this.isConnected && this.nearViewport) this.render();
      });
    }

    private render() {
      if (this.localeChanged) {
        this.localeChanged = false;
        this.applyLocale();
      }
      const props = this.widgetProps();
      if (this.widget) this.widget.update(props);
      else this.widget = renderWidget(this.root, definition, props, this);
    }

    private applyLocale() {
      const locale = this.values.get('locale') as EmbedLocale | undefined;
      const { casino } = sharedCasino();
      if (locale === undefined || locale === casino.state.locale.peek()) return;
      casino
        .setLocale(locale)
        .catch((error: unknown) => console.error(`<${tag}> could not switch to ${locale}:`, error));
    }

    private widgetProps(): P {
      const props: Record<string, unknown> = {};
      for (const name of attributeProps) props[name] = this.values.get(name);
      const appearance = this.values.get('appearance') as Appearance | undefined;
      const theme = this.values.get('theme') as AppearanceTheme | undefined;
      props.appearance = theme ? { ...appearance, theme } : appearance;
      return props as P;
    }

    private write(name: string, parsed: Parsed<unknown>) {
      if (!parsed.ok) {
        console.error(`<${tag}> ${toKebabCase(name)}: ${parsed.message}; the value was ignored.`);
        return;
      }
      this.values.set(name, parsed.value);
      if (name === 'locale') this.localeChanged = true;
      this.queueRender();
    }

    static {
      for (const [name, parse] of parsers) {
        Object.defineProperty(WidgetElement.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: WidgetElement) {
            return this.values.get(name);
          },
          set(this: WidgetElement, value: unknown) {
            this.write(name, parse(value));
          },
        });
      }
    }
  }

  return WidgetElement as unknown as new () => CasinoWidgetElement;
}
