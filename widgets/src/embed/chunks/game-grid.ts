import { defineWidgetElement } from '../defineWidgetElement';
import { gameGridWidget } from '../definitions/game-grid';
import { mountWidget } from '../mountWidget';
// The runtime sets the casino's defaults first, also when this chunk is imported without the loader.
import './runtime';

// Script-tag chunk of the game-grid widget: importing it defines <casino-game-grid> (the browser upgrades tags already on the page).
defineWidgetElement(gameGridWidget);

/** Renders the game-grid widget into an element, for `casino('mount', element, 'game-grid', props)`. */
export function mount(element: unknown, props: unknown) {
  return mountWidget(gameGridWidget, element, props);
}
