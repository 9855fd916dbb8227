import { fieldErrors } from '@casino/sdk';
import { errorMessageKey } from '@casino/sdk/i18n';
import type { ValidationCode } from '@casino/sdk/rules';
import { type FormEvent, useRef, useState } from 'react';
import { type FormMessage, formMessageText, ruleMessage } from './formMessage';
import { useFieldFocus } from './useFieldFocus';

/** The values of a form's fields: text, or a checkbox's state. */
export type FormValues = Record<string, string | boolean>;

/** What a form's check found, per field: rule codes of `@casino/sdk/rules`, or the form's own messages; empty when it passed. */
export type FormProblems = Readonly<Record<string, readonly (ValidationCode | FormMessage)[]>>;

/** A refusal the SDK answers as a value rather than a throw (a sign-up's or sign-in's `error` result). */
export interface FormRefusal {
  errors: Readonly<Record<string, readonly string[]>>;
}

/** Options of {@link useForm}. */
export interface FormOptions<V extends FormValues> {
  /** The values the fields start with. */
  initial: V | (() => V);
  /** The fields in the order they show: the first with a message gets the focus; a server message for another name shows above the form. */
  fields: readonly string[];
  /**
   * Checks the values before anything is sent: per field, the codes of the `@casino/sdk/rules` rules that failed, or
   * the form's own message where no rule says it (a one-time code's format); an empty list is a field that passed.
   */
  validate?: (values: V) => FormProblems;
  /** Sends the values; answers a {@link FormRefusal} or throws a refused call (a 422's fields show beside the fields). */
  send: (values: V) => Promise<FormRefusal | undefined>;
  /** Translates the form's messages (the widget's `t`). */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Options of every message, e.g. `{ age }` for the underage rule. Defaults to none. */
  messageOptions?: Record<string, unknown>;
  /** The field a server's field name belongs to where the names differ (`amount_cents` → `amount`). Defaults to the same name. */
  fieldOf?: (serverField: string) => string | undefined;
  /** The message of a server's text on a field, where the form says it better (a refused one-time code). Defaults to the server's text. */
  messageOf?: (field: string, server: string) => FormMessage | undefined;
  /** Shown first above the fields when the values are refused, by a rule or by the platform (e.g. "Registration failed"). Defaults to none. */
  failed?: FormMessage;
}

/** A form's state and handlers, from {@link useForm}. */
export interface Form<V extends FormValues> {
  values: V;
  /** Sets a field's value. */
  set(name: keyof V & string, value: string | boolean): void;
  /** A field's text (empty for a checkbox). */
  text(name: keyof V & string): string;
  /** Whether `send` (or a `run` call) is running; a second submit meanwhile is ignored. */
  busy: boolean;
  /** Messages above the fields (the `failed` message, a server's `base`, a network failure), untranslated. */
  formErrors: readonly FormMessage[];
  /** A field's messages, translated and joined, for its `error` prop. */
  errorOf(name: string): string | undefined;
  /** The ref of a field's control, so that it can get the focus. */
  register(name: string): (element: HTMLElement | null) => void;
  /** Gives a field's control the focus once rendered (a step's first field). */
  focus(name: string): void;
  /** Puts every field back to its first value and clears the messages (after a password change, say). */
  reset(): void;
  /** Shows messages beside the fields and above them, and focuses the first field with one. */
  show(fields: Readonly<Record<string, FormMessage[]>>, general?: readonly FormMessage[]): void;
  /** The form's `onSubmit`: checks the rules, then sends, and shows what came back. Resolves true when sent and accepted. */
  submit(event?: FormEvent<HTMLFormElement>): Promise<boolean>;
  /** Runs another call of the form (a "send again" link) the same way: busy meanwhile, its refusal shown. True when accepted. */
  run(call: () => Promise<FormRefusal | undefined>): Promise<boolean>;
}

/**
 * The one form hook of the widgets and the site: values, the rules as validators, a refusal's `{errors}` mapped to
 * the fields through `fieldErrors(error)` (other fields' and `base` messages above the form), the focus on the first
 * field with a message, and a busy flag. Messages stay untranslated until shown, so they follow a language switch.
 */
export function useForm<V extends FormValues>(options: FormOptions<V>): Form<V> {
  const { fields, t, messageOptions, failed } = options;
  const { register, focus } = useFieldFocus();
  const [values, setValues] = useState<V>(options.initial);
  const [fieldMessages, setFieldMessages] = useState<Readonly<Record<string, FormMessage[]>>>({});
  const [formErrors, setFormErrors] = useState<readonly FormMessage[]>([]);
  const [busy, setBusy] = useState(false);

  /** Shows the messages; `refused` puts the `failed` message first (the values were refused, not the connection). */
  const display = (
    byField: Readonly<Record<string, FormMessage[]>>,
    general: readonly FormMessage[],
    refused: boolean,
  ) => {
    setFieldMessages(byField);
    setFormErrors(refused && failed ? [failed, ...general] : general);
    const first = fields.find((name) => byField[name]);
    if (first) focus(first);
  };
  const show = (byField: Readonly<Record<string, FormMessage[]>>, general: readonly FormMessage[] = []) =>
    display(byField, general, false);

  const showRefusal = (errors: Readonly<Record<string, readonly string[]>>) => {
    const byField: Record<string, FormMessage[]> = {};
    const general: FormMessage[] = [];
    for (const [serverField, messages] of Object.entries(errors)) {
      const name = options.fieldOf ? options.fieldOf(serverField) : serverField;
      const list = messages.map(
        (server): FormMessage => options.messageOf?.(serverField, server) ?? { server, options: messageOptions },
      );
      if (name !== undefined && fields.includes(name)) byField[name] = [...(byField[name] ?? []), ...list];
      else general.push(...list);
    }
    display(byField, general, true);
  };

  const running = useRef(false);
  const run = async (call: () => Promise<FormRefusal | undefined>) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      const refusal = await call();
      if (refusal) {
        showRefusal(refusal.errors);
        return false;
      }
      display({}, [], false);
      return true;
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors) showRefusal(errors);
      else display({}, [{ key: errorMessageKey(error) }], false);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (running.current) return false;
    const found = options.validate?.(values) ?? {};
    const byField: Record<string, FormMessage[]> = {};
    for (const [name, problems] of Object.entries(found)) {
      if (problems.length === 0) continue;
      byField[name] = problems.map((problem) =>
        typeof problem === 'string' ? ruleMessage(problem, messageOptions) : problem,
      );
    }
    if (Object.keys(byField).length > 0) {
      display(byField, [], true);
      return false;
    }
    return run(() => options.send(values));
  };

  return {
    values,
    set: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    text: (name) => {
      const value = values[name];
      return typeof value === 'string' ? value : '';
    },
    busy,
    formErrors,
    errorOf: (name) => {
      const messages = fieldMessages[name];
      return messages && messages.length > 0 ? messages.map((m) => formMessageText(t, m)).join(' ') : undefined;
    },
    register,
    focus,
    reset: () => {
      setValues(options.initial);
      display({}, [], false);
    },
    show,
    submit,
    run,
  };
}
