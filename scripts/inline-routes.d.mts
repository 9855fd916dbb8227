import type { Plugin } from 'rollup';

/** The path of each route of sdk/src/contract/routes.ts, by name. */
export function readRoutePaths(file?: string): Map<string, string>;

/** A rollup plugin that writes each `routePath('name', { param: value })` call in the SDK's source as the path it makes. */
export function inlineRoutes(options?: { include?: (id: string) => boolean }): Plugin;
