import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const routesFile = join(import.meta.dirname, '../sdk/src/contract/routes.ts');

/** `name: { method: 'GET', path: '/…' },` lines of the route table, as routes.ts writes them. */
const ROUTE_LINE = /^ {2}(\w+): \{ method: '[A-Z]+', path: '([^']+)' \},$/gm;

/** The path of each route of sdk/src/contract/routes.ts, by name. */
export function readRoutePaths(file = routesFile) {
  const paths = new Map([...readFileSync(file, 'utf8').matchAll(ROUTE_LINE)].map(([, name, path]) => [name, path]));
  if (paths.size === 0) throw new Error(`inline-routes: no \`name: { method, path },\` line found in ${file}`);
  return paths;
}

/** Calls a node's children, depth first. */
function walk(node, visit) {
  visit(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child !== null && typeof child === 'object' && typeof child.type === 'string') walk(child, visit);
    }
  }
}

/** The JavaScript that makes a route's path: a string, or a template with each parameter URI-encoded. */
function pathExpression(name, path, parameters, where) {
  const given = new Map(parameters);
  const parts = path.split(/\{(\w+)\}/);
  let template = '';
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) {
      template += part.replace(/[`\\$]/g, '\\$&');
      continue;
    }
    const value = given.get(part);
    if (value === undefined) throw new Error(`inline-routes: ${where}: routePath('${name}') needs { ${part} }`);
    given.delete(part);
    template += `\${encodeURIComponent(${value})}`;
  }
  if (given.size > 0) throw new Error(`inline-routes: ${where}: ${path} has no {${[...given.keys()].join('}, {')}}`);
  return parts.length === 1 ? JSON.stringify(path) : `\`${template}\``;
}

/**
 * A rollup plugin that writes each `routePath('name', { param: value })` call in the SDK's source as the path it
 * makes, so that a bundle carries the paths it calls and not the whole route table (docs/decisions.md, "Routes by
 * name, paths inlined in the build"). It runs after TypeScript; a call it cannot inline (a name that is not a string,
 * parameters that are not an object literal) fails the build. Line breaks are kept, so the source map's lines hold.
 */
export function inlineRoutes({ include = (id) => /[\\/]sdk[\\/]src[\\/]/.test(id) } = {}) {
  let paths;
  return {
    name: 'inline-routes',
    buildStart() {
      paths = readRoutePaths();
      this.addWatchFile(routesFile);
    },
    transform(code, id) {
      if (!include(id) || id === routesFile || !code.includes('routePath(')) return null;
      const calls = [];
      walk(this.parse(code), (node) => {
        if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'routePath') {
          calls.push(node);
        }
      });
      if (calls.length === 0) return null;
      let result = '';
      let from = 0;
      for (const call of calls.sort((a, b) => a.start - b.start)) {
        const where = `${id}:${code.slice(0, call.start).split('\n').length}`;
        if (call.start < from) throw new Error(`inline-routes: ${where}: a routePath call inside another's parameters`);
        const [nameNode, paramsNode, ...rest] = call.arguments;
        const name = nameNode?.type === 'Literal' && typeof nameNode.value === 'string' ? nameNode.value : null;
        const path = name === null ? undefined : paths.get(name);
        if (path === undefined || rest.length > 0) {
          const text = code.slice(call.start, call.end);
          throw new Error(`inline-routes: ${where}: ${text}: write routePath with a route name of ROUTES as a string`);
        }
        let parameters = [];
        if (paramsNode !== undefined) {
          const plain = (property) =>
            property.type === 'Property' && !property.computed && property.kind === 'init' && !property.method;
          if (paramsNode.type !== 'ObjectExpression' || !paramsNode.properties.every(plain)) {
            throw new Error(`inline-routes: ${where}: write routePath's parameters as an object literal`);
          }
          parameters = paramsNode.properties.map((property) => [
            property.key.type === 'Identifier' ? property.key.name : String(property.key.value),
            code.slice(property.value.start, property.value.end),
          ]);
        }
        const breaks = '\n'.repeat(code.slice(call.start, call.end).split('\n').length - 1);
        result += code.slice(from, call.start) + pathExpression(name, path, parameters, where) + breaks;
        from = call.end;
      }
      return { code: result + code.slice(from), map: null };
    },
  };
}
