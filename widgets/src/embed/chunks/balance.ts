import { defineWidgetElement } from '../defineWidgetElement';
import { balanceWidget } from '../definitions/balance';
import { mountWidget } from '../mountWidget';
// The runtime sets the casino's defaults first, also when this chunk is imported without the loader.
import './runtime';

// Script-tag chunk of the balance widget: importing it defines <casino-balance> (the browser upgrades tags already on the page).
defineWidgetElement(balanceWidget);

/** Renders the balance widget into an element, for `casino('mount', element, 'balance', props)`. */
export function mount(element: unknown, props: unknown) {
  return mountWidget(balanceWidget, element, props);
}
