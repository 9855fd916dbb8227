import { useCallback, useEffect, useRef, useState } from 'react';
import { useSiteT } from '../i18n/useSiteT';
import { type FormMessage, failureOf, messageText } from './formMessage';

/** State and actions of one of the site's account forms (reset, new password, change password, two-factor). */
export interface AccountForm<Field extends string> {
  /** Whether a call is running. */
  busy: boolean;
  /** The error text of a field, in the current language, or undefined. */
  errorOf(field: Field): string | undefined;
  /** Errors about the whole form (no connection, unexpected, or about fields the form does not show). */
  generalErrors: string[];
  /** Shows local rule errors; true when there are none. The first invalid field gets the focus. */
  check(errors: Partial<Record<Field, FormMessage | null>>): boolean;
  /** Runs an SDK call with the form busy; its 4xx errors go to their fields, the rest to `generalErrors`. True on success. */
  submit(call: () => Promise<unknown>): Promise<boolean>;
  /** A ref callback per field, so that the first invalid one can take the focus. */
  register(field: Field): (element: HTMLElement | null) => void;
}

/** The state of an account form with the given fields, in the order they are shown. */
export function useAccountForm<Field extends string>(fields: readonly Field[]): AccountForm<Field> {
  const { t } = useSiteT();
  const [busy, setBusy] = useState(false);
  const [fieldMessages, setFieldMessages] = useState<Partial<Record<Field, FormMessage[]>>>({});
  const [general, setGeneral] = useState<FormMessage[]>([]);
  const [focusRequest, setFocusRequest] = useState<{ field: Field } | null>(null);
  const elements = useRef(new Map<Field, HTMLElement>());
  const running = useRef(false);

  useEffect(() => {
    if (focusRequest) elements.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  const show = (byField: Partial<Record<Field, FormMessage[]>>, rest: FormMessage[]) => {
    setFieldMessages(byField);
    setGeneral(rest);
    const first = fields.find((field) => byField[field]?.length);
    if (first) setFocusRequest({ field: first });
  };

  const register = useCallback(
    (field: Field) => (element: HTMLElement | null) => {
      if (element) elements.current.set(field, element);
      else elements.current.delete(field);
    },
    [],
  );

  return {
    busy,
    errorOf: (field) => {
      const messages = fieldMessages[field];
      return messages?.length ? messages.map((message) => messageText(t, message)).join(' ') : undefined;
    },
    generalErrors: general.map((message) => messageText(t, message)),
    check(errors) {
      const byField: Partial<Record<Field, FormMessage[]>> = {};
      for (const field of fields) {
        const message = errors[field];
        if (message) byField[field] = [message];
      }
      show(byField, []);
      return Object.keys(byField).length === 0;
    },
    async submit(call) {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      try {
        await call();
        show({}, []);
        return true;
      } catch (error) {
        const failure = failureOf(error);
        const byField: Partial<Record<Field, FormMessage[]>> = {};
        const rest = [...failure.general];
        for (const [name, messages] of Object.entries(failure.fields)) {
          const field = fields.find((known) => known === name);
          if (field) byField[field] = messages;
          else rest.push(...messages);
        }
        show(byField, rest);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    register,
  };
}
