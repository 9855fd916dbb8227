import { defineWidgetElement } from '../defineWidgetElement';
import { gameSearchWidget } from '../definitions/game-search';
import { mountWidget } from '../mountWidget';
// The runtime sets the casino's defaults first, also when this chunk is imported without the loader.
import './runtime';

// Script-tag chunk of the game-search widget: importing it defines <casino-game-search> (the browser upgrades tags already on the page).
defineWidgetElement(gameSearchWidget);

/** Renders the game-search widget into an element, for `casino('mount', element, 'game-search', props)`. */
export function mount(element: unknown, props: unknown) {
  return mountWidget(gameSearchWidget, element, props);
}
