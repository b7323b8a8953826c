/**
 * Where a request's time goes under bench:load, seen from the server: preload it
 * into the real server and drive it with bench:load --url, which stamps every request with
 * the time it was sent (x-bench-sent, milliseconds since the epoch):
 *
 *   cd apps/backend && TRACE_OUT=/tmp/trace.txt node --import tsx --import ./bench/trace-server.mjs src/main.ts
 *   npm run bench:load -- --url http://127.0.0.1:<port> --service-key <key>   (another shell)
 *
 * On SIGTERM (or SIGUSR2, which also starts a new window) it writes to TRACE_OUT (else
 * stderr), for requests on a new connection and on a reused one apart: sent → connection
 * accepted, sent → `request` event (headers parsed), `request` → response finished; and
 * the event loop's delay (perf_hooks.monitorEventLoopDelay). Client and server share the
 * machine's clock. Benchmark tooling only: nothing in the product loads it.
 */
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
const loop = monitorEventLoopDelay({ resolution: 10 });
const accepted = new WeakMap();
const served = new WeakMap();
let rows = [];

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, ...args) {
  if (event === 'connection') accepted.set(args[0], now());
  if (event === 'request') {
    const [req, res] = args;
    const sent = Number(req.headers['x-bench-sent']);
    if (sent > 0) {
      loop.enable();
      const start = now();
      const socket = req.socket;
      const fresh = !served.has(socket);
      served.set(socket, true);
      const acceptedAt = accepted.get(socket) ?? start;
      res.once('finish', () =>
        rows.push({ fresh, accept: acceptedAt - sent, wait: start - sent, serve: now() - start }),
      );
    }
  }
  return emit.call(this, event, ...args);
};

function quantiles(values) {
  const s = [...values].sort((a, b) => a - b);
  const at = (q) =>
    s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(0) : '-';
  return `p50 ${at(0.5)}  p90 ${at(0.9)}  p99 ${at(0.99)}  max ${s.length ? s.at(-1).toFixed(0) : '-'}`;
}

function report() {
  const lines = [
    `requests ${rows.length}; event loop delay ms: p50 ${(loop.percentile(50) / 1e6).toFixed(0)}  p99 ${(loop.percentile(99) / 1e6).toFixed(0)}  max ${(loop.max / 1e6).toFixed(0)}`,
  ];
  for (const fresh of [true, false]) {
    const part = rows.filter((r) => r.fresh === fresh);
    const name = fresh ? 'new connection' : 'reused connection';
    lines.push(`${name} (${part.length} requests)`);
    if (fresh) lines.push(`  sent -> accepted        ${quantiles(part.map((r) => r.accept))}`);
    lines.push(`  sent -> request event   ${quantiles(part.map((r) => r.wait))}`);
    lines.push(`  request -> finished     ${quantiles(part.map((r) => r.serve))}`);
  }
  const text = lines.join('\n') + '\n';
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, text, { flag: 'a' });
  else process.stderr.write(text);
  rows = [];
  loop.reset();
}

process.on('SIGUSR2', report);
process.prependListener('SIGTERM', report);
