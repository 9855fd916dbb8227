export type { EmbedInitOptions } from '@casino/sdk/contract';
export { defineCasinoElements } from './defineCasinoElements';
export type { EmbedFrameProps } from './EmbedFrame';
export { EmbedFrame } from './EmbedFrame';
export { mount } from './mount';
export type { MountedWidget } from './renderWidget';
export { init, refresh } from './sharedCasino';
export type { WidgetPropsMap } from './widgetDefinitions';
export type { CasinoWidgetElement } from './widgetElement';
export type { NavigationTarget, WidgetEventMap, WidgetEventType } from './widgetEvents';
export type { WidgetName, WidgetTagName } from './widgetNames';
export { isWidgetName, WIDGET_NAMES } from './widgetNames';
export type {
  CasinoElement,
  CasinoElementJsxProps,
  CasinoElementProperties,
  CasinoElementTagNameMap,
  CasinoEventProps,
  CasinoIntrinsicElements,
} from './widgetTags';
