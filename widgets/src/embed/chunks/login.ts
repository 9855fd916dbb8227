import { defineWidgetElement } from '../defineWidgetElement';
import { loginWidget } from '../definitions/login';
import { mountWidget } from '../mountWidget';
// The runtime sets the casino's defaults first, also when this chunk is imported without the loader.
import './runtime';

// Script-tag chunk of the login widget: importing it defines <casino-login> (the browser upgrades tags already on the page).
defineWidgetElement(loginWidget);

/** Renders the login widget into an element, for `casino('mount', element, 'login', props)`. */
export function mount(element: unknown, props: unknown) {
  return mountWidget(loginWidget, element, props);
}
