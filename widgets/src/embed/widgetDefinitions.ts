import type { BalanceProps } from '../Balance/Balance';
import type { LoginProps } from '../Login/Login';
import type { RegistrationProps } from '../Registration/Registration';
import { balanceWidget } from './definitions/balance';
import { cashboxWidget, type EmbeddedCashboxProps } from './definitions/cashbox';
import { type EmbeddedGameGridProps, gameGridWidget } from './definitions/game-grid';
import { type EmbeddedGameSearchProps, gameSearchWidget } from './definitions/game-search';
import { loginWidget } from './definitions/login';
import { registrationWidget } from './definitions/registration';
import type { WidgetDefinition } from './widgetDefinition';
import type { WidgetName } from './widgetNames';

/** Props of each embeddable widget, by name. */
export interface WidgetPropsMap {
  login: LoginProps;
  registration: RegistrationProps;
  balance: BalanceProps;
  cashbox: EmbeddedCashboxProps;
  'game-grid': EmbeddedGameGridProps;
  'game-search': EmbeddedGameSearchProps;
}

/** Every embeddable widget's definition, by name. */
export const WIDGET_DEFINITIONS: { readonly [N in WidgetName]: WidgetDefinition<WidgetPropsMap[N]> } = {
  login: loginWidget,
  registration: registrationWidget,
  balance: balanceWidget,
  cashbox: cashboxWidget,
  'game-grid': gameGridWidget,
  'game-search': gameSearchWidget,
};
