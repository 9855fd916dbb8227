import Fastify from 'fastify';
import { registerErrorHandler } from './error-handler';

/** An app whose one route fails with `error`. */
async function failingWith(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fail', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/fail' });
  await app.close();
  return response;
}

describe('error handler', () => {
  it('answers a database connection lost mid-request with 503 and Retry-After, not 500', async () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    for (const error of [terminated, new Error('Connection terminated unexpectedly')]) {
      const response = await failingWith(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        errors: { base: ['Something went wrong on our side. Please try again later.'] },
      });
    }
  });

  it('still answers any other unexpected error with 500', async () => {
    const response = await failingWith(Object.assign(new Error('division by zero'), { code: '22012' }));
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
