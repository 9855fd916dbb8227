import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

/** Deepest nesting of arrays and objects a body may have; real requests use four or five levels. Defaults to 32. */
const MAX_BODY_DEPTH = 32;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, counted in one pass over the text (brackets inside
 * strings do not count), before anything recursive walks the parsed value.
 */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      depth++;
      if (depth > limit) return true;
    } else if (char === ']' || char === '}') {
      depth--;
    }
  }
  return false;
}

/**
 * Parses JSON bodies with Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys), but
 * reads an empty body as no body: clients that send `Content-Type: application/json` on every request, also on a
 * body-less DELETE, are not refused for it. A route that needs a body then answers 422. A body nested deeper than
 * {@link MAX_BODY_DEPTH} is a 400.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      done(
        new HttpError(400, {
          base: [`the body is nested too deeply: send at most ${MAX_BODY_DEPTH} levels of arrays and objects`],
        }),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}
