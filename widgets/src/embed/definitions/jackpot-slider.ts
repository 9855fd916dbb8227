import type { JackpotSliderProps } from '../../JackpotSlider/JackpotSlider';
import { IdentifierAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** A jackpot's levels as slides (jackpots entry, loaded on first render): a `jackpot` attribute (identifier, else the first); no events. */
export const jackpotSliderWidget: WidgetDefinition<JackpotSliderProps> = {
  name: 'jackpot-slider',
  reservedSize: '280px',
  component: lazyWidget<JackpotSliderProps>(() =>
    import('../../JackpotSlider/JackpotSlider').then((module) => module.JackpotSlider),
  ),
  events: {},
  attributes: {
    jackpot: schemaParser(IdentifierAttribute),
  },
};
