import type { FastifyInstance } from 'fastify';

/**
 * Parses JSON bodies with Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys), but
 * reads an empty body as no body: clients that send `Content-Type: application/json` on every request, also on a
 * body-less DELETE, are not refused for it. A route that needs a body then answers 422.
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
    parseJson(request, text, done);
  });
}
