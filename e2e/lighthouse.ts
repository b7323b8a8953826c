// Lighthouse on /, /login, /docs and /dashboard (signed in) against the real backend serving
// the production build, with Debian's Chromium, mobile emulation and simulated throttling.
// Prints the four category scores, LCP, TBT, CLS and the JavaScript each page loads (script
// transfer size, gzip as served); a script,
// not a test (scores move with machine load).
//
//   npm run build -w @app/web && npm run lighthouse -w @app/e2e
//   npm run lighthouse -w @app/e2e -- --runs 3 --build before=/tmp/checkout --build after=.
//
// --runs n runs every page n times per build and adds a table of medians; --pages /docs,/login
// runs only those of the four pages; LIGHTHOUSE_DETAILS=1 prints, per run, the long tasks, the
// start-up cost per script, the main thread's work per category, the largest paint's element and
// phases and the requests (when each started and ended). Each --build
// label=dir runs that checkout's backend and web build (default: this checkout); with several
// builds the runs alternate (build a, build b, build a, ...) so the machine's drifting load
// falls on all of them alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { createClient } from '@supabase/supabase-js';
import { startServer, type E2eServer } from './support/server';

const PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/docs', signedIn: false },
  { path: '/dashboard', signedIn: true },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Build {
  label: string;
  root: string;
  server?: E2eServer;
  /** supabase-js's stored session (local storage value) of a user signed in on that server. */
  session?: { key: string; value: string };
}

interface Row {
  build: string;
  page: string;
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  finalPath: string;
}

function parseArgs(argv: string[]): { runs: number; builds: Build[]; pages: typeof PAGES } {
  let runs = 1;
  let pages = PAGES;
  const builds: Build[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--runs') {
      runs = Number(argv[++i]);
      if (!Number.isInteger(runs) || runs < 1)
        throw new Error('--runs takes a whole number of at least 1');
    } else if (arg === '--build') {
      const [label, dir] = (argv[++i] ?? '').split('=');
      if (!label || !dir)
        throw new Error('--build takes label=directory, for example --build before=/tmp/checkout');
      builds.push({ label, root: path.resolve(process.cwd(), dir) });
    } else if (arg === '--pages') {
      const wanted = (argv[++i] ?? '').split(',');
      pages = PAGES.filter((p) => wanted.includes(p.path));
      if (pages.length !== wanted.length)
        throw new Error(
          `--pages takes a comma-separated list of ${PAGES.map((p) => p.path).join(', ')}`,
        );
    } else if (arg !== '--') {
      throw new Error(
        `Unknown option ${arg}; the options are --runs <n>, --build <label>=<dir> and --pages <list>`,
      );
    }
  }
  if (builds.length === 0) builds.push({ label: 'this checkout', root: repoRoot });
  return { runs, builds, pages };
}

/** Signs a new user in through the real auth API and returns what supabase-js stores for it. */
async function signedInSession(server: E2eServer): Promise<{ key: string; value: string }> {
  const user = await server.createUser();
  const stored = new Map<string, string>();
  const client = createClient(server.url, server.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => stored.get(k) ?? null,
        setItem: (k, v) => void stored.set(k, v),
        removeItem: (k) => void stored.delete(k),
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  if (error) throw new Error(`Sign-in for the /dashboard run failed: ${error.message}`);
  const entry = [...stored.entries()].find(([k]) => k.endsWith('-auth-token'));
  if (!entry) throw new Error('supabase-js stored no session after signing in');
  return { key: entry[0], value: entry[1] };
}

/** A cold visit: empty HTTP cache and storage for the origin, then the session if the page needs one. */
async function prepare(page: Page, build: Build, signedIn: boolean): Promise<void> {
  const origin = build.server!.url;
  const cdp = await page.createCDPSession();
  await page.goto(`${origin}/favicon.svg`);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (signedIn) {
    const { key, value } = build.session!;
    await page.evaluate((k, v) => window.localStorage.setItem(k, v), key, value);
  }
  await page.goto('about:blank');
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

type Items = { items?: Record<string, unknown>[] } | undefined;
const ms = (v: unknown) => `${Math.round(Number(v))} ms`;
const shortUrl = (u: unknown) => String(u).replace(/^https?:\/\/[^/]+/, '');

/**
 * With LIGHTHOUSE_DETAILS=1, what the page's main thread spent its time on: the long tasks,
 * the script start-up cost per script, the work per category, and the largest paint's element
 * and phases (times as Lighthouse simulates them, CPU slowed 4x).
 */
function printDetails(lhr: {
  audits: Record<string, { details?: unknown; numericValue?: number } | undefined>;
}): void {
  const items = (id: string) => (lhr.audits[id]?.details as Items)?.items ?? [];
  for (const t of items('long-tasks'))
    console.log(`    long task ${ms(t.duration)} at ${ms(t.startTime)}: ${shortUrl(t.url)}`);
  for (const b of items('bootup-time'))
    console.log(
      `    script ${shortUrl(b.url)}: total ${ms(b.total)}, evaluation ${ms(b.scripting)}, parse/compile ${ms(b.scriptParseCompile)}`,
    );
  for (const w of items('mainthread-work-breakdown'))
    console.log(`    main thread ${String(w.groupLabel ?? w.group)}: ${ms(w.duration)}`);
  // largest-contentful-paint-element: a list of two tables, the element and the phases.
  const lcp = (lhr.audits['largest-contentful-paint-element']?.details as Items)?.items ?? [];
  for (const table of lcp as Items[]) {
    for (const row of table?.items ?? []) {
      const node = row.node as { snippet?: string; selector?: string } | undefined;
      if (node) console.log(`    LCP element ${node.selector ?? ''} ${node.snippet ?? ''}`);
      else if (row.phase) console.log(`    LCP phase ${String(row.phase)}: ${ms(row.timing)}`);
    }
  }
  for (const r of items('network-requests'))
    console.log(
      `    request ${ms(r.networkRequestTime)} -> ${ms(r.networkEndTime)} ${String(r.resourceType)} ${shortUrl(r.url)}`,
    );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main() {
  const { runs, builds, pages } = parseArgs(process.argv.slice(2));
  try {
    for (const build of builds) {
      build.server = await startServer({}, { root: build.root });
      build.session = await signedInSession(build.server);
    }
  } catch (error) {
    // A build that cannot start stops those already running.
    for (const build of builds) await build.server?.stop();
    throw error;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const rows: Row[] = [];
  try {
    const page = await browser.newPage();
    // The first sign-in creates the profile (and the app reloads once): done before measuring.
    for (const build of builds) {
      await prepare(page, build, true);
      await page.goto(`${build.server!.url}/dashboard`);
      await new Promise((r) => setTimeout(r, 3000));
    }
    console.log(
      `Lighthouse ${new Date().toISOString()} (mobile emulation, simulated throttling), ${runs} run(s) per page and build`,
    );
    for (const build of builds) console.log(`  ${build.label}: ${build.root}`);
    console.log(
      ['run', 'build', 'page', ...CATEGORIES, 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'ended on'].join(
        '\t',
      ),
    );
    for (let run = 1; run <= runs; run++) {
      for (const { path: pagePath, signedIn } of pages) {
        for (const build of builds) {
          // Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP): that run is
          // repeated, up to twice, and says so.
          let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] | undefined;
          for (let attempt = 1; !lhr; attempt++) {
            await prepare(page, build, signedIn);
            const result = await lighthouse(
              `${build.server!.url}${pagePath}`,
              {
                output: 'json',
                logLevel: 'error',
                onlyCategories: [...CATEGORIES],
                disableStorageReset: true,
              },
              undefined,
              page,
            );
            if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
            if (!result.lhr.runtimeError) lhr = result.lhr;
            else if (attempt < 3)
              console.log(
                `  (${build.label} ${pagePath}: ${result.lhr.runtimeError.code}, run again)`,
              );
            else
              throw new Error(
                `Lighthouse failed on ${pagePath} three times: ${result.lhr.runtimeError.message}`,
              );
          }
          const scriptBytes = (
            lhr.audits['resource-summary']?.details as
              { items?: { resourceType: string; transferSize: number }[] } | undefined
          )?.items?.find((i) => i.resourceType === 'script')?.transferSize;
          const row: Row = {
            build: build.label,
            page: pagePath,
            scores: CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)),
            lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
            tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
            cls:
              Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) /
              1000,
            scriptKb: Math.round(((scriptBytes ?? NaN) / 1024) * 10) / 10,
            finalPath: new URL(lhr.finalDisplayedUrl).pathname,
          };
          rows.push(row);
          if (process.env.LIGHTHOUSE_DETAILS) printDetails(lhr);
          console.log(
            [
              run,
              row.build,
              row.page,
              ...row.scores,
              row.lcpMs,
              row.tbtMs,
              row.cls,
              row.scriptKb,
              row.finalPath,
            ].join('\t'),
          );
        }
      }
    }
    if (runs > 1) {
      console.log(`\nMedians of ${runs} runs`);
      console.log(['build', 'page', ...CATEGORIES, 'LCP ms', 'TBT ms', 'CLS', 'JS KB'].join('\t'));
      for (const { path: pagePath } of pages) {
        for (const build of builds) {
          const mine = rows.filter((r) => r.build === build.label && r.page === pagePath);
          const scores = CATEGORIES.map((_, i) => median(mine.map((r) => r.scores[i]!)));
          console.log(
            [
              build.label,
              pagePath,
              ...scores,
              median(mine.map((r) => r.lcpMs)),
              median(mine.map((r) => r.tbtMs)),
              median(mine.map((r) => r.cls)),
              median(mine.map((r) => r.scriptKb)),
            ].join('\t'),
          );
        }
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    for (const build of builds) await build.server?.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
