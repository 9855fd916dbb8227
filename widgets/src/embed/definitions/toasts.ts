import { Toasts, type ToastsProps } from '../../Toasts/Toasts';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded toasts: their action links are ordinary links to the casino. */
export type EmbeddedToastsProps = Omit<ToastsProps, 'onNavigate'>;

/** The casino's toasts; no attributes and no events. */
export const toastsWidget: WidgetDefinition<EmbeddedToastsProps> = {
  name: 'toasts',
  reservedSize: '0px',
  component: Toasts,
  events: {},
  attributes: {},
};
