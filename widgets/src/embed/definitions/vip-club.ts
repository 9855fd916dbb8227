import { hostInput } from '@casino/sdk/contract';
import type { VipClubProps } from '../../VipClub/VipClub';
import { HrefAttribute } from '../attributeSchemas';
import { lazyWidget } from '../lazyWidget';
import { schemaParser } from '../propertyParser';
import type { WidgetDefinition } from '../widgetDefinition';

/** Props of the embedded VIP club: its sign-in link is an ordinary link, to the casino unless set. */
export type EmbeddedVipClubProps = Omit<VipClubProps, 'onNavigate'>;

/** The VIP club's status cards (VIP entry, loaded on first render): `sign-in-href` and `currency` attributes; no events. */
export const vipClubWidget: WidgetDefinition<EmbeddedVipClubProps> = {
  name: 'vip-club',
  reservedSize: '320px',
  component: lazyWidget(() => import('../../VipClub/VipClub').then((module) => module.VipClub)),
  events: {},
  attributes: {
    signInHref: schemaParser(HrefAttribute),
    currency: schemaParser(hostInput.text({ pattern: /^[A-Z]{3,5}$/ })),
  },
};
