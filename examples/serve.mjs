import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Token in the example pages that is replaced by the casino's origin. */
export const CASINO_ORIGIN_TOKEN = '%CASINO_ORIGIN%';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * A request handler serving the files of one example folder. Only the file types above are served, nothing outside
 * the folder, and every `%CASINO_ORIGIN%` in an HTML file is replaced by `casinoOrigin`.
 */
export function createExampleHandler(folder, casinoOrigin) {
  const root = normalize(folder + sep);
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', { allow: 'GET, HEAD' });
    }
    const url = new URL(request.url ?? '/', 'http://example.invalid');
    const relative = url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname;
    let file;
    try {
      file = normalize(join(root, decodeURIComponent(relative)));
    } catch {
      return send(response, 400, 'text/plain; charset=utf-8', 'Bad request');
    }
    const type = CONTENT_TYPES[extname(file)];
    if (!file.startsWith(root) || type === undefined)
      return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    let body;
    try {
      body = await readFile(file);
    } catch {
      return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    }
    if (extname(file) === '.html') body = body.toString('utf8').replaceAll(CASINO_ORIGIN_TOKEN, casinoOrigin);
    return send(response, 200, type, request.method === 'HEAD' ? '' : body);
  };
}

function send(response, status, type, body, headers = {}) {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

function listen(server, port, name, variable) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      const inUse = error.code === 'EADDRINUSE';
      reject(
        new Error(
          inUse ? `Port ${port} for the ${name} is in use: stop what holds it or set ${variable}.` : error.message,
        ),
      );
    });
    server.listen(port, () => resolve(`http://localhost:${server.address().port}`));
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Serves the partner page and the betting site on their own ports (defaults: casino http://localhost:8080,
 * partner 8081, betting 8082; port 0 picks a free one). `ready` resolves with both URLs once they listen.
 */
export function serveExamples({ casinoOrigin = 'http://localhost:8080', partnerPort = 8081, bettingPort = 8082 } = {}) {
  const here = import.meta.dirname;
  const partner = createServer(createExampleHandler(join(here, 'partner-page'), casinoOrigin));
  const betting = createServer(createExampleHandler(join(here, 'betting-site'), casinoOrigin));
  const ready = Promise.all([
    listen(partner, partnerPort, 'partner page', 'PARTNER_PORT'),
    listen(betting, bettingPort, 'betting site', 'BETTING_PORT'),
  ]).then(([partnerUrl, bettingUrl]) => ({ partnerUrl, bettingUrl }));
  return {
    ready,
    close: () =>
      ready
        .catch(() => undefined)
        .then(() => Promise.all([closeServer(partner), closeServer(betting)]))
        .then(() => undefined),
  };
}

function portFromEnv(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535, got "${value}".`);
  }
  return port;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const casinoOrigin = process.env.CASINO_ORIGIN || 'http://localhost:8080';
  const examples = serveExamples({
    casinoOrigin,
    partnerPort: portFromEnv('PARTNER_PORT', 8081),
    bettingPort: portFromEnv('BETTING_PORT', 8082),
  });
  const { partnerUrl, bettingUrl } = await examples.ready;
  console.log(`Partner page (script tag): ${partnerUrl}`);
  console.log(`Betting site (iframe):     ${bettingUrl}`);
  console.log(`Casino origin:             ${casinoOrigin}`);
  const stop = () => examples.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
