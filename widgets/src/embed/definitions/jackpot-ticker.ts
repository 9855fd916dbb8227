import type { JackpotTickerProps } from '../../JackpotTicker/JackpotTicker';
import { IdentifierAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** A jackpot's live amounts on one line (jackpots entry, loaded on first render): a `jackpot` attribute (identifier, else the first); no events. */
export const jackpotTickerWidget: WidgetDefinition<JackpotTickerProps> = {
  name: 'jackpot-ticker',
  reservedSize: '112px',
  component: lazyWidget<JackpotTickerProps>(() =>
    import('../../JackpotTicker/JackpotTicker').then((module) => module.JackpotTicker),
  ),
  events: {},
  attributes: {
    jackpot: schemaParser(IdentifierAttribute),
  },
};
