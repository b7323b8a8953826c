/**
 * The benchmarks' HTTP client, in a worker thread of its own: a keep-alive
 * undici Pool (the client Node's own fetch is built on, without fetch's WHATWG Request,
 * Headers and stream objects per request), so the client's CPU is not spent on the server's
 * event loop, as with a load tool in a process of its own.
 *
 * Messages in: { id, url, headers, total, concurrency, expectStatus, expectItems }.
 * Out: { id, latencies: number[] (ms), elapsed: ms } or { id, error: string }.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

const pools = new Map();

function poolFor(origin, connections) {
  const key = `${origin} ${connections}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000 });
    pools.set(key, pool);
  }
  return pool;
}

async function run({ url, headers, total, concurrency, expectStatus, expectItems }) {
  const target = new URL(url);
  const pool = poolFor(target.origin, concurrency);
  const path = target.pathname + target.search;
  const latencies = [];
  let issued = 0;
  const once = async () => {
    const t0 = performance.now();
    const res = await pool.request({ method: 'GET', path, headers });
    const body = await res.body.text();
    latencies.push(performance.now() - t0);
    if (res.statusCode !== expectStatus)
      throw new Error(
        `Expected status ${expectStatus}, got ${res.statusCode}: ${body.slice(0, 200)}`,
      );
    if (expectItems !== null && JSON.parse(body).length !== expectItems)
      throw new Error(`Expected ${expectItems} items: ${body.slice(0, 200)}`);
  };
  const started = performance.now();
  const worker = async () => {
    while (issued < total) {
      issued += 1;
      await once();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, elapsed: performance.now() - started };
}

parentPort.on('message', (msg) => {
  if (msg === 'close') {
    void Promise.all([...pools.values()].map((p) => p.close())).then(() => parentPort.close());
    return;
  }
  run(msg).then(
    (result) => parentPort.postMessage({ id: msg.id, ...result }),
    (err) => parentPort.postMessage({ id: msg.id, error: String(err?.stack ?? err) }),
  );
});
