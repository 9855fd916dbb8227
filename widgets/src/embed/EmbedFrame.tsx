import { type Casino, createCasino } from '@casino/sdk';
import { type BridgeCommandType, createBridgeClient } from '@casino/sdk/bridge';
import { createI18n } from '@casino/sdk/i18n';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, Suspense, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { loadWidgetMessages } from '../i18n/loadWidgetMessages';
import { WIDGETS_NAMESPACE } from '../i18n/namespace';
import { CasinoProvider } from '../provider/CasinoProvider';
import { useCasinoContext } from '../provider/useCasinoContext';
import { useCasinoStatus } from '../provider/useCasinoStatus';
import { useT } from '../provider/useT';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Button } from '../ui/Button';
import { type EmbedQuery, readEmbedQuery } from './embedQuery';
import { frameMessages } from './frameMessages';
import { loadEmbedMessages } from './i18n/loadEmbedMessages';
import { EMBED_NAMESPACE } from './i18n/namespace';
import { queryProps } from './queryProps';
import type { EmbeddableProps, WidgetDefinition } from './widgetDefinition';
import { WIDGET_DEFINITIONS } from './widgetDefinitions';
import { WIDGET_EVENT_TYPES, type WidgetEvent } from './widgetEvents';
import { isWidgetName } from './widgetNames';
import { withWidgetEvents } from './widgetProps';

/** Props of {@link EmbedFrame}. */
export interface EmbedFrameProps {
  /** Name of the widget that fills the frame (the `<widget>` of `/embed/<widget>`); an unknown name shows a message. */
  widget: string;
  /** The casino to use. Defaults to one for the page's own origin, in the `locale` of the query (else `en`). */
  casino?: Casino;
}

/**
 * The page of `/embed/<widget>?parent=<origin>&locale=<lng>`: one widget, full frame, with the widget's attribute
 * props from the query too (`/embed/cashbox?step=deposit`). It talks to the parent page
 * through the bridge only when `parent` is in the project's `embed_origins`; otherwise it says so and never posts.
 * It reports its height (`resize`) and turns the widget's events into `refresh_user` + `close` (signed in or up)
 * or `redirect` to the casino page (navigation, deposit).
 */
export function EmbedFrame({ widget, casino: givenCasino }: EmbedFrameProps) {
  const query = useMemo(() => readEmbedQuery(window.location.search), []);
  const casino = useMemo(
    () => givenCasino ?? createCasino({ baseUrl: '', locale: query.locale }),
    [givenCasino, query.locale],
  );
  const i18n = useMemo(
    () =>
      createI18n({
        locale: casino.state.locale.peek(),
        namespaces: { [WIDGETS_NAMESPACE]: loadWidgetMessages, [EMBED_NAMESPACE]: loadEmbedMessages },
        casino,
      }),
    [casino],
  );
  return (
    <CasinoProvider casino={casino} i18n={i18n}>
      <style>{'html, body { margin: 0; }'}</style>
      <EmbedFrameContent widget={widget} query={query} />
    </CasinoProvider>
  );
}

function useEmbedT() {
  const { i18n, translations } = useCasinoContext('EmbedFrame');
  const revision = useSyncExternalStore(translations.subscribe, translations.getSnapshot, translations.getSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the revision moves whenever the language or the loaded strings change
  return useMemo(() => {
    const fixed = i18n.getFixedT(null, EMBED_NAMESPACE);
    return (key: string, options?: Record<string, unknown>) => String(fixed(key, options));
  }, [i18n, revision]);
}

function FrameMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <ThemeRoot widget="embed-frame">
      <div className="casino-alert casino-alert--error" role="alert">
        <h1 className="casino-alert__title" style={{ fontSize: '1.25rem', margin: '0 0 8px' }}>
          {title}
        </h1>
        {children}
      </div>
    </ThemeRoot>
  );
}

function EmbedFrameContent({ widget, query }: { widget: string; query: EmbedQuery }) {
  useSignals();
  const { casino } = useCasinoContext('EmbedFrame');
  const start = useCasinoStatus();
  const { t } = useT();
  const te = useEmbedT();
  const project = casino.state.project.value;

  if (!isWidgetName(widget)) {
    return <FrameMessage title={te('frame.unknown_widget', { widget })} />;
  }
  if (query.parent === null) {
    return (
      <FrameMessage title={te('frame.not_allowed_title')}>
        <p>{te('frame.missing_parent')}</p>
        <p>{te('frame.missing_parent_fix', { widget })}</p>
      </FrameMessage>
    );
  }
  if (start.status === 'error') {
    return (
      <FrameMessage title={t('common.start_failed')}>
        <Button onClick={start.retry}>{t('common.retry')}</Button>
      </FrameMessage>
    );
  }
  if (project === null) {
    return (
      <ThemeRoot widget="embed-frame">
        <p role="status">{t('common.loading')}</p>
      </ThemeRoot>
    );
  }
  if (!project.embed_origins.includes(query.parent)) {
    return (
      <FrameMessage title={te('frame.not_allowed_title')}>
        <p>{te('frame.not_allowed', { parent: query.parent })}</p>
        <p>{te('frame.not_allowed_fix')}</p>
      </FrameMessage>
    );
  }
  return (
    <BridgedWidget definition={WIDGET_DEFINITIONS[widget] as WidgetDefinition<EmbeddableProps>} parent={query.parent} />
  );
}

function BridgedWidget({ definition, parent }: { definition: WidgetDefinition<EmbeddableProps>; parent: string }) {
  const root = useRef<HTMLDivElement>(null);
  const events = useMemo(() => new EventTarget(), []);

  useEffect(() => {
    const client = createBridgeClient({ parentOrigins: [parent], widget: definition.name });
    const casinoOrigin = window.location.origin;
    const forward = (event: Event) => {
      const widgetEvent = [event.type, (event as CustomEvent).detail] as WidgetEvent;
      for (const message of frameMessages(widgetEvent, casinoOrigin))
        client.send<BridgeCommandType>(message.type, message.payload);
    };
    for (const type of WIDGET_EVENT_TYPES) events.addEventListener(type, forward);

    // A casino page cannot be framed: a plain click on a widget's link (the Rocket Mart, the gifts, a game) asks the
    // parent to redirect to it instead of opening it in the frame.
    const openInParent = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]:not([target]):not([href^="#"])');
      if (link && !event.defaultPrevented && !event.button && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
        event.preventDefault();
        client.send<BridgeCommandType>('redirect', { url: link.href });
      }
    };
    const element = root.current;
    element?.addEventListener('click', openInParent);
    const stopObserving =
      element && typeof window.ResizeObserver === 'function' ? client.observeHeight(element) : undefined;

    return () => {
      stopObserving?.();
      element?.removeEventListener('click', openInParent);
      for (const type of WIDGET_EVENT_TYPES) events.removeEventListener(type, forward);
      client.destroy();
    };
  }, [definition, parent, events]);

  const props = useMemo(() => queryProps(definition, window.location.search), [definition]);
  const Widget = definition.component;
  return (
    <div ref={root} style={{ display: 'flow-root' }}>
      <Suspense fallback={null}>
        <Widget {...withWidgetEvents(definition, props, events)} />
      </Suspense>
    </div>
  );
}
