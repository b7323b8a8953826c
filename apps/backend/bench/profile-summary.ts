/**
 * Summarises a V8 .cpuprofile (node --cpu-prof): self time by part of a table-API request
 * and the top functions. Each sample goes to the innermost frame on its stack that belongs
 * to a known part (so a JSON.stringify called from the session check counts there), else to
 * the leaf's own module.
 *
 *   npx tsx bench/profile-summary.ts <file.cpuprofile> [top=25]
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Parts of a request, matched on the frame's script URL (first match wins). */
const PARTS: [string, RegExp][] = [
  ['JWT (jose, keys.ts)', /\/jose\/|\/src\/keys\.ts/],
  [
    'session liveness (+ plugin session check)',
    /session-liveness\.ts|plugin-sessions\.ts|http\/caller\.ts/,
  ],
  ['catalog look-ups (catalog.ts)', /rest\/catalog\.ts|rest\/relationships\.ts/],
  [
    'parse (query string, select, filters, headers)',
    /query-params\.ts|select-parser\.ts|filter-parser\.ts|request-headers\.ts/,
  ],
  ['SQL building (sql.ts, embed.ts)', /rest\/sql\.ts|rest\/embed\.ts/],
  [
    'RLS transaction (runAs, adapters)',
    /request-context\.ts|rest-request\.ts|pglite-database\.ts|postgres-database\.ts/,
  ],
  [
    'database driver (PGlite WASM / node-postgres)',
    /@electric-sql\/pglite|^wasm:|\/pg\/lib|pg-protocol|pg-pool/,
  ],
  ['response compression (hono/compress, zlib)', /hono\/dist\/.*compress|node:zlib/],
  // (Not node:net: a socket write belongs to whoever writes, the HTTP server or the driver.)
  [
    'HTTP server (node:http, @hono/node-server, hono router)',
    /@hono\/node-server|\/hono\/dist|node:_http|node:http/,
  ],
  // The client runs in a worker thread (bench/http-client.ts), which this profile does not
  // sample: undici frames here are the server's own Headers and Response objects.
  ['Headers/Response objects (undici inside Node)', /undici|internal\/deps\/undici/],
  ['table API handler (routes, read-handler, respond)', /src\/rest\//],
  ['other app code', /\/src\//],
];

function main(): void {
  const file = process.argv[2];
  const top = Number(process.argv[3] ?? 25);
  if (!file) throw new Error('Usage: profile-summary.ts <file.cpuprofile> [top]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const partOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    let part: string | null = null;
    for (let at: number | undefined = id; at !== undefined && !part; at = parent.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      part = PARTS.find(([, re]) => re.test(url))?.[0] ?? null;
    }
    const leaf = byId.get(id)!.callFrame;
    if (!part) {
      if (leaf.functionName.startsWith('('))
        part = leaf.functionName; // (garbage collector), (idle), (program)
      else if (leaf.url.startsWith('node:')) part = 'Node internals (timers, streams, promises)';
      else if (leaf.url === '') part = `native ${leaf.functionName || '(anonymous)'}`;
      else part = 'other modules';
    }
    partOf.set(id, part);
    return part;
  };

  const parts = new Map<string, number>();
  const frames = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const part = classify(id);
    parts.set(part, (parts.get(part) ?? 0) + dt);
    const f = byId.get(id)!.callFrame;
    const where = f.url
      ? `${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${f.lineNumber + 1}`
      : '(native)';
    const key = `${f.functionName || '(anonymous)'} ${where}`;
    frames.set(key, (frames.get(key) ?? 0) + dt);
  });
  const busy = total - (parts.get('(idle)') ?? 0);
  const pct = (us: number, of: number) => `${((us / of) * 100).toFixed(1)}%`;
  console.log(
    `Profile: ${(total / 1e6).toFixed(2)} s sampled, ${(busy / 1e6).toFixed(2)} s busy (not idle)\n`,
  );
  console.log('| part | self ms | share of busy time |\n| --- | ---: | ---: |');
  for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1])) {
    if (part === '(idle)') continue;
    console.log(`| ${part} | ${(us / 1000).toFixed(0)} | ${pct(us, busy)} |`);
  }
  console.log(`\nTop ${top} functions by self time:`);
  for (const [key, us] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${pct(us, busy).padStart(6)}  ${key}`);
  }
}

main();
