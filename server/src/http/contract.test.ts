import { ErrorBody } from '@casino/sdk/contract';
import Fastify from 'fastify';
import * as z from 'zod/mini';
import { parseInput, sendContract } from './contract';
import { registerErrorHandler } from './error-handler';
import { HttpError } from './http-error';

const Body = z.object({ user: z.object({ email: z.string(), age: z.optional(z.int()), kind: z.enum(['a', 'b']) }) });

function errorsOf(input: unknown, wrapper?: string) {
  try {
    parseInput(Body, input, wrapper);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, errors: error.errors };
    throw error;
  }
  return null;
}

describe('parseInput', () => {
  it('names fields without the wrapper and says what is wrong with each', () => {
    expect(errorsOf({ user: { age: 1.5, kind: 'c' } }, 'user')).toEqual({
      status: 422,
      errors: { email: ["can't be blank"], age: ['must be an integer'], kind: ['is not included in the list'] },
    });
    expect(errorsOf({ user: { email: 5, kind: 'a' } }, 'user')).toEqual({
      status: 422,
      errors: { email: ['must be a string'] },
    });
  });

  it('puts shape errors of the whole body under base', () => {
    const base = { status: 422, errors: { base: ['the body must be a JSON object with a "user" object'] } };
    expect(errorsOf(null, 'user')).toEqual(base);
    expect(errorsOf([], 'user')).toEqual(base);
    expect(errorsOf({ user: 'x' }, 'user')).toEqual(base);
  });

  it('refuses NUL characters and returns the parsed data otherwise, without unknown keys', () => {
    expect(errorsOf({ user: { email: 'a\u0000b', kind: 'a' } }, 'user')).toEqual({
      status: 422,
      errors: { email: ['must not contain NUL characters'] },
    });
    expect(parseInput(Body, { user: { email: 'a@b.cd', kind: 'b', admin: true } }, 'user')).toEqual({
      user: { email: 'a@b.cd', kind: 'b' },
    });
  });
});

describe('parseInput with field rules', () => {
  const rules = (fields: Readonly<Record<string, unknown>>) => ({
    email: typeof fields.email === 'string' && !fields.email.includes('@') ? ['is not a valid email address'] : [],
    kind: ['rule message the schema message hides'],
  });
  const refusal = (input: unknown) => {
    try {
      parseInput(Body, input, 'user', rules);
    } catch (error) {
      if (error instanceof HttpError) return error.errors;
      throw error;
    }
    return null;
  };

  it('runs the rules even when the schema refuses other fields, keeping the schema message of a field', () => {
    expect(refusal({ user: { email: 'nobody', age: 'x', kind: 'c' } })).toEqual({
      age: ['must be a number'],
      kind: ['is not included in the list'],
      email: ['is not a valid email address'],
    });
  });

  it('refuses a body the schema takes when a rule fails, and skips the rules of a body that is no object', () => {
    expect(refusal({ user: { email: 'a@b.cd', kind: 'a' } })).toEqual({
      kind: ['rule message the schema message hides'],
    });
    expect(refusal({ user: 'x' })).toEqual({ base: ['the body must be a JSON object with a "user" object'] });
  });
});

describe('sendContract', () => {
  it('sends a value that fits its schema, and turns one that does not into a logged 500', async () => {
    const logged: unknown[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    registerErrorHandler(app);
    app.get('/good', (_request, reply) => sendContract(reply, 200, ErrorBody, { errors: { base: ['ok'] } }));
    app.get('/bad', (_request, reply) =>
      sendContract(reply, 200, ErrorBody, { errors: { base: 'not a list' } } as unknown as ErrorBody),
    );
    expect((await app.inject('/good')).json()).toEqual({ errors: { base: ['ok'] } });
    const bad = await app.inject('/bad');
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toEqual({ errors: { base: ['Something went wrong on our side. Please try again later.'] } });
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toMatch(/response breaks its contract/);
    await app.close();
  });
});
