import { SERVER_MESSAGES } from '@casino/sdk/contract';
import { VALIDATION_MESSAGES } from '@casino/sdk/rules';
import type { FastifyReply } from 'fastify';
import type * as z from 'zod/mini';
import { EncodedJson } from './compression';
import { type FieldMessages, HttpError } from './http-error';

type Issue = z.core.$ZodIssue;

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function issueMessage(issue: Issue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return VALIDATION_MESSAGES.required;
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'invalid_value':
      return SERVER_MESSAGES.not_in_list;
    case 'too_small':
      return 'is too short';
    case 'too_big':
      return 'is too long';
    default:
      return SERVER_MESSAGES.invalid;
  }
}

/** Turns zod issues into `{field: [message]}`; the `wrapper` key (`user`, `two_factor`…) is left out of field names. */
export function issuesToErrors(issues: readonly Issue[], input: unknown, wrapper?: string): FieldMessages {
  const errors: FieldMessages = {};
  for (const issue of issues) {
    const path = issue.path[0] === wrapper && issue.path.length > 1 ? issue.path.slice(1) : issue.path;
    const field = path.length === 0 || path[0] === wrapper ? 'base' : path.map(String).join('.');
    const message =
      field === 'base'
        ? `the body must be a JSON object${wrapper ? ` with a "${wrapper}" object` : ''}`
        : issueMessage(issue, input);
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  }
  return errors;
}

/** Paths (`a.b`) of the strings holding a NUL character, which PostgreSQL text cannot store. */
function nulPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.')] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => nulPaths(item, [...path, key]));
}

/** The fields of a body as sent: the `wrapper` object's (`user`, `two_factor`…) or the body's own; empty when not an object. */
export function bodyFields(input: unknown, wrapper?: string): Readonly<Record<string, unknown>> {
  const fields =
    wrapper && typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[wrapper] : input;
  return typeof fields === 'object' && fields !== null && !Array.isArray(fields)
    ? (fields as Record<string, unknown>)
    : {};
}

/**
 * Field rules of a body beyond its schema's types (blank, format, length…), given the fields as sent. They run even
 * when the schema refuses other fields, so that one 422 names every bad field.
 */
export type FieldRules = (fields: Readonly<Record<string, unknown>>) => FieldMessages;

/**
 * Parses what came from outside with its contract schema and its field `rules`; any mismatch is one 422 naming every
 * bad field (a field the schema refuses shows the schema's message only). Strings with a NUL character are refused too
 * (422), so that no input can make the database fail.
 */
export function parseInput<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  wrapper?: string,
  rules?: FieldRules,
): z.output<S> {
  const result = schema.safeParse(input);
  const errors = result.success ? {} : issuesToErrors(result.error.issues, input, wrapper);
  if (errors.base === undefined) {
    for (const [field, messages] of Object.entries(rules?.(bodyFields(input, wrapper)) ?? {})) {
      if (errors[field] === undefined && messages.length > 0) errors[field] = messages;
    }
  }
  for (const path of nulPaths(result.success ? result.data : input)) {
    const field = wrapper && path.startsWith(`${wrapper}.`) ? path.slice(wrapper.length + 1) : path || 'base';
    errors[field] ??= ['must not contain NUL characters'];
  }
  if (!result.success || Object.keys(errors).length > 0) throw new HttpError(422, errors);
  return result.data;
}

/** A response that breaks its contract: a server bug, answered 500 and logged. */
export class ContractBreach extends Error {
  constructor(readonly issues: readonly Issue[]) {
    super(`response breaks its contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractBreach';
  }
}

/** Sends `value` after parsing it with its contract schema, so that nothing leaves the server off-contract. */
export function sendContract<S extends z.ZodMiniType>(
  reply: FastifyReply,
  status: number,
  schema: S,
  value: z.input<S>,
): FastifyReply {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContractBreach(result.error.issues);
  return reply.code(status).send(result.data);
}

/** `value` parsed with its contract schema and serialised once, to be sent many times (`sendEncodedJson`). */
export function encodeContract<S extends z.ZodMiniType>(schema: S, value: z.input<S>): EncodedJson {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContractBreach(result.error.issues);
  return new EncodedJson(Buffer.from(JSON.stringify(result.data)));
}
