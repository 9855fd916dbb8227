// HTTP load from a worker thread (bench/http-load-worker.mjs): POSTs JSON bodies in turn to one URL, `concurrency` at
// a time, for a while, and answers how many came back and how long each took. In a thread of its own the client does not share the event loop
// of the server it measures, so two servers measured with it in one run (the platform and a bare node:http peer) are
// compared on their own costs.
import { Worker } from 'node:worker_threads';

/** What one load run sends. */
export interface LoadPlan {
  url: string;
  /** JSON bodies, sent in turn. */
  bodies: readonly string[];
  headers: Readonly<Record<string, string>>;
  concurrency: number;
  /** Requests sent first and not counted (JIT, connections). */
  warmUp: number;
  durationMs: number;
}

/** What one load run measured. */
export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** Latencies in ms, sorted. */
  latencies: number[];
}

/** The latency below which `p` percent of the requests came back. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The results of several runs as one: their requests and latencies together over their summed time. */
export function mergeLoads(results: readonly LoadResult[]): LoadResult {
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  const seconds = results.reduce((sum, result) => sum + result.seconds, 0);
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  return { requests, seconds, perSecond: requests / seconds, latencies };
}

/** Runs `plan` in a worker thread. */
export function loadFromWorker(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-load-worker.mjs', import.meta.url), { workerData: plan });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load worker exited with ${code}`));
    });
  });
}
