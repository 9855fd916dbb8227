import { VALIDATION_MESSAGES, type ValidationCode } from '@casino/sdk/rules';

const CODE_BY_MESSAGE = new Map<string, ValidationCode>(
  (Object.entries(VALIDATION_MESSAGES) as [ValidationCode, string][]).map(([code, message]) => [message, code]),
);

/** Shows a server error message in the widget language: the server's English rule messages become `validation.<code>`; any other text is shown as the server wrote it. */
export function translateServerMessage(
  t: (key: string, options?: Record<string, unknown>) => string,
  message: string,
  options?: Record<string, unknown>,
): string {
  const code = CODE_BY_MESSAGE.get(message);
  return code ? t(`validation.${code}`, options) : message;
}
