import { Login, type LoginProps } from '../../Login/Login';
import type { WidgetDefinition } from '../widgetDefinition';

/** The login widget: `casino:signed-in` with the user, `casino:navigate` to registration or the password reminder. */
export const loginWidget: WidgetDefinition<LoginProps> = {
  name: 'login',
  reservedSize: '404px',
  component: Login,
  events: {
    onSignedIn: (user) => ['casino:signed-in', user],
    onNavigate: (to) => ['casino:navigate', { to }],
  },
  attributes: {},
};
