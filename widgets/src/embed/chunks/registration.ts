import { defineWidgetElement } from '../defineWidgetElement';
import { registrationWidget } from '../definitions/registration';
import { mountWidget } from '../mountWidget';
// The runtime sets the casino's defaults first, also when this chunk is imported without the loader.
import './runtime';

// Script-tag chunk of the registration widget: importing it defines <casino-registration> (the browser upgrades tags already on the page).
defineWidgetElement(registrationWidget);

/** Renders the registration widget into an element, for `casino('mount', element, 'registration', props)`. */
export function mount(element: unknown, props: unknown) {
  return mountWidget(registrationWidget, element, props);
}
