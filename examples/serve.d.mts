import type { IncomingMessage, ServerResponse } from 'node:http';

/** Token in the example pages that is replaced by the casino's origin. */
export declare const CASINO_ORIGIN_TOKEN: '%CASINO_ORIGIN%';

/** A request handler serving the files of one example folder, with `%CASINO_ORIGIN%` replaced in HTML files. */
export declare function createExampleHandler(
  folder: string,
  casinoOrigin: string,
): (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Options of `serveExamples`. */
export interface ServeExamplesOptions {
  /** Origin of the casino the pages embed. Defaults to `http://localhost:8080`. */
  casinoOrigin?: string;
  /** Port of the partner page; 0 picks a free one. Defaults to `8081`. */
  partnerPort?: number;
  /** Port of the betting site; 0 picks a free one. Defaults to `8082`. */
  bettingPort?: number;
}

/** The running example servers. */
export interface ExampleServers {
  /** Resolves with both URLs (e.g. `http://localhost:8081`) once both servers listen; rejects if a port is taken. */
  ready: Promise<{ partnerUrl: string; bettingUrl: string }>;
  /** Stops both servers. */
  close(): Promise<void>;
}

/** Serves the partner page and the betting site on their own ports. */
export declare function serveExamples(options?: ServeExamplesOptions): ExampleServers;
