export { Appearance, AppearanceTheme, AppearanceVariables } from './appearance';
export {
  ChangePasswordRequest,
  CheckEmailRequest,
  CheckEmailResponse,
  EmailVerdict,
  NewPasswordRequest,
  OtpSignInRequest,
  PasswordResetRequest,
  RegistrationRequest,
  ResendConfirmationRequest,
  SignInRequest,
} from './auth';
export type { BridgeMessageType } from './bridge';
export { BRIDGE_SOURCE, BRIDGE_VERSION, BridgeEnvelope, BridgeMessage } from './bridge';
export { EmbedInitOptions, EmbedLocale } from './embed';
export { ErrorBody, OtpRequiredBody } from './errors';
export {
  Country,
  CountryList,
  Currency,
  CurrencyList,
  CurrentIp,
  LicenseName,
  Locale,
  LocaleList,
  Messages,
  PlayerField,
  PlayerFields,
  Project,
  Status,
  StatusList,
} from './info';
export {
  Account,
  AccountList,
  DisableTwoFactorRequest,
  EnableTwoFactorRequest,
  GroupsRequest,
  GuestProfile,
  Manager,
  PlayerSettings,
  PlayerStatus,
  Profile,
  ProfilePatch,
  ProfilePatchRequest,
  SelectAccountRequest,
  SessionUser,
  Subscriptions,
  SubscriptionsUpdate,
  TwoFactorSecret,
  UpdateLocaleRequest,
} from './player';
export type { ServerMessage, ServerMessageCode } from './server-messages';
export { readServerMessage, SERVER_MESSAGES, serverMessageCode } from './server-messages';
export { UnreadBody } from './unread-body';
