// The worker thread of bench/http-load.ts (plain JavaScript: a worker does not load tsx): sends the plan's requests
// and posts back what it measured.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

// node:http with kept-alive connections, one per concurrent request: the lightest client node has, so the figures
// are the servers' and not the client's. Bodies are read as they come, not decoded.
const agent = new Agent({ keepAlive: true, maxSockets: workerData.concurrency });

/** Sends one body; returns its latency in ms. */
function send(plan, body) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(plan.url, { method: 'POST', headers: plan.headers, agent }, (response) => {
      response.on('data', () => {});
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode === 200) resolve(performance.now() - started);
        else reject(new Error(`${plan.url} answered ${response.statusCode}`));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Runs a LoadPlan: its warm-up requests one at a time, then `concurrency` at a time for `durationMs`. */
async function run(plan) {
  for (let index = 0; index < plan.warmUp; index += 1) await send(plan, plan.bodies[index % plan.bodies.length]);
  const latencies = [];
  let issued = 0;
  const started = performance.now();
  const deadline = started + plan.durationMs;
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      while (performance.now() < deadline) {
        const body = plan.bodies[issued % plan.bodies.length];
        issued += 1;
        latencies.push(await send(plan, body));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, seconds, perSecond: latencies.length / seconds, latencies };
}

parentPort.postMessage(await run(workerData));
agent.destroy();
