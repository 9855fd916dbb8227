import * as z from 'zod/mini';
import { GuestProfile, Profile, TwoFactorSecret } from './player';

/**
 * The answer schemas of the SDK core's own calls. The core imports this module (and zod with it) when its first
 * request starts, so zod is not part of the core's first load; see `coreAnswer`.
 */
export { CheckEmailResponse } from './auth';
export { ErrorBody, OtpRequiredBody } from './errors';
export { CountryList, CurrencyList, CurrentIp, LocaleList, Messages, PlayerFields, Project } from './info';
export { LimitList } from './limits';
export { AccountList, SessionUser, Subscriptions } from './player';
export { UnreadBody } from './unread-body';

/** `GET /api/player`: the profile, or an object without `id` for a guest. */
export const ProfileAnswer = z.union([Profile, GuestProfile]);

/** `GET /api/v2/player/two_factor`: the secret to set up, or null (an empty 204) when two-factor is already on. */
export const TwoFactorAnswer = z.nullable(TwoFactorSecret);
