#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so `npx figma-compose` works without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  // main reports every failure itself; this is the last guard against a stack trace.
  process.stderr.write(
    `figma-compose: ${String(e instanceof Error ? e.message : e).split('\n')[0]}\n`,
  );
  process.exitCode = 1;
}
