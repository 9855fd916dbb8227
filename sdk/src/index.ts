export type { Casino, CasinoOptions } from './casino';
export { createCasino, LOCALE_STORAGE_KEY } from './casino';
export type { FieldErrors } from './errors';
export { CasinoHttpError, ContractError, fieldErrors, NetworkError } from './errors';
export type { CasinoEmitter, CasinoEvents, LogoutReason } from './events';
export type { AnswerSchema, HttpClient, LazySchema, RequestOptions, Schema, SchemaOutput } from './http/client';
export { DEFAULT_HEADERS } from './http/client';
export type { LocaleCode } from './i18n/locales';
export { DEFAULT_LOCALE, LOCALES } from './i18n/locales';
export type { InfoModule } from './info/info';
export type { LimitsModule } from './limits/limits';
export type {
  FraudCheckInput,
  MethodFieldsQuery,
  MethodsQuery,
  MoneyMoveOptions,
  PaymentResult,
  PaymentsModule,
} from './payments/payments-module';
export type { PlayerModule } from './player/player';
export { RealtimeFrameError } from './realtime/frame-error';
export type { RealtimeModule, RealtimeOptions } from './realtime/realtime-module';
export type { RealtimeSocket, RealtimeSocketConstructor, RealtimeStatus } from './realtime/socket';
export type { Resource, ResourceOptions, ResourceStatus } from './resource/resource';
export { createResource } from './resource/resource';
export type { ResourceFamily, ResourceFamilyOptions } from './resource/resource-family';
export type { BalanceView } from './rules/balance';
export type { AuthFailure } from './session/auth-failure';
export type { SessionModule, SignInResult, SignUpResult } from './session/session';
export type { UserStateReset } from './session/user-state';
export type { CasinoState, LoginState } from './state/store';
export type { CasinoStorage, StorageLike } from './storage';
export type { WalletModule, WalletReload, WalletSelectResult } from './wallet/wallet';
