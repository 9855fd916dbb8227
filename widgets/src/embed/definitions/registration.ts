import { Registration, type RegistrationProps } from '../../Registration/Registration';
import type { WidgetDefinition } from '../widgetDefinition';

/** The registration widget: `casino:signed-up` with the new user, `casino:navigate` to login. */
export const registrationWidget: WidgetDefinition<RegistrationProps> = {
  name: 'registration',
  reservedSize: '942px',
  component: Registration,
  events: {
    onSignedUp: (user) => ['casino:signed-up', user],
    onNavigate: (to) => ['casino:navigate', { to }],
  },
  attributes: {},
};
