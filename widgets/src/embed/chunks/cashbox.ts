import { defineWidgetElement } from '../defineWidgetElement';
import { cashboxWidget } from '../definitions/cashbox';
import { mountWidget } from '../mountWidget';
// The runtime sets the casino's defaults first, also when this chunk is imported without the loader.
import './runtime';

// Script-tag chunk of the cashbox widget: importing it defines <casino-cashbox> (the browser upgrades tags already on the page).
defineWidgetElement(cashboxWidget);

/** Renders the cashbox widget into an element, for `casino('mount', element, 'cashbox', props)`. */
export function mount(element: unknown, props: unknown) {
  return mountWidget(cashboxWidget, element, props);
}
