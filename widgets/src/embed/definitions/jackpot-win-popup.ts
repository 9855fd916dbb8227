import type { JackpotWinPopupProps } from '../../JackpotWinPopup/JackpotWinPopup';
import { lazyWidget } from '../lazyWidget';
import type { WidgetDefinition } from '../widgetDefinition';

/** The signed-in player's jackpot win dialog (jackpots entry, loaded on first render; shows nothing until a win): no attributes, no events. */
export const jackpotWinPopupWidget: WidgetDefinition<JackpotWinPopupProps> = {
  name: 'jackpot-win-popup',
  reservedSize: '0px',
  component: lazyWidget<JackpotWinPopupProps>(() =>
    import('../../JackpotWinPopup/JackpotWinPopup').then((module) => module.JackpotWinPopup),
  ),
  events: {},
  attributes: {},
};
