export type { AbVariant } from './ab-test';
export { REGISTRATION_GROUPS, registrationGroup, variantById, variantByVisitId } from './ab-test';
export type { AmountCurrency, DisplayUnit, FormatAmountOptions } from './amount';
export { CRYPTO_DISPLAY_UNITS, displayUnit, formatAmount, MAX_FRACTION_DIGITS, parseAmount } from './amount';
export type { BalanceView } from './balance';
export { balanceView, wageringPercent } from './balance';
export type { CardBrand, CardValidationCode } from './card';
export {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  isMaskedCardNumber,
  luhnValid,
  maskCardNumber,
  REJECTED_CARD_BINS,
  validateCardCvv,
  validateCardExpiry,
  validateCardNumber,
} from './card';
export {
  COUNTRY_CURRENCIES,
  CRYPTO_CURRENCIES,
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  defaultCurrency,
  FIAT_CURRENCIES,
  isCryptoCurrency,
  resolveCountry,
} from './currency';
export type { PlayerLevel } from './level';
export { LEVEL_IDS, playerLevel } from './level';
export type { LicenceInput } from './licence';
export { DEFAULT_LICENCE, resolveLicence } from './licence';
export type { LimitAccount, LimitAmounts } from './limits';
export { COOLING_OFF, isLimitAccountReached, isLimitReached } from './limits';
export type { FieldErrors, RegistrationRuleOptions, ValidationCode } from './validation';
export {
  errorMessages,
  minimumAge,
  NICKNAME_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSONAL_ID_LENGTH,
  parseBirthday,
  VALIDATION_MESSAGES,
  validateBirthday,
  validateConfirmation,
  validateEmail,
  validateField,
  validateName,
  validateNickname,
  validatePassword,
  validatePersonalId,
  validatePhone,
  validateRegistration,
} from './validation';
