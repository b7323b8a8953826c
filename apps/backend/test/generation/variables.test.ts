import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, startTestBackend, type TestBackend } from '../support/harness';
import { asServer, createTestUser } from '../support/users';
import { callGenerate } from './design';

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../packages/codegen/test/fixtures/${name}`, import.meta.url)),
      'utf8',
    ),
  );

describe.each(databaseTargets())("generate with the design's variables (%s)", (target) => {
  let b: TestBackend;

  beforeAll(async () => {
    b = await startTestBackend(target);
  });
  afterAll(async () => {
    await b?.close();
  });

  it('takes the variables the plugin sends: bound layers reference the theme, which has light and dark schemes', async () => {
    const user = await createTestUser(b);
    const res = await callGenerate(b, user.token, {
      name: 'Sign in',
      platform: 'android',
      figma: fixture('m3-sign-in.nodes.json'),
      variables: fixture('m3-sign-in.variables.json'),
    });
    expect(res.status).toBe(200);
    const files = res.body.files as { path: string; content: string }[];
    const screen = files.find((f) => f.path.endsWith('/SignIn.kt'))?.content ?? '';
    const theme = files.find((f) => f.path.endsWith('Theme.kt'))?.content ?? '';
    expect(screen).toContain('.background(MaterialTheme.colorScheme.surface)');
    expect(theme).toContain('private val DarkColorScheme = darkColorScheme(');
    expect((res.body.warnings as { code: string }[]).map((w) => w.code)).not.toContain('variable');
  });

  it('takes the variables with a flow: every screen of the run references the theme, as a single frame does', async () => {
    const user = await createTestUser(b);
    const res = await callGenerate(b, user.token, {
      name: 'Sign-in flow',
      platform: 'android',
      figma: fixture('playground-flow.file.json'),
      flow: ['209:1'],
      variables: fixture('m3-sign-in.variables.json'),
    });
    expect(res.status).toBe(200);
    expect(res.body.generation).toMatchObject({ screens: 3 });
    const files = res.body.files as { path: string; content: string }[];
    const screen = files.find((f) => f.path.endsWith('/SignIn.kt'))?.content ?? '';
    const theme = files.find((f) => f.path.endsWith('Theme.kt'))?.content ?? '';
    expect(screen).toContain('.background(MaterialTheme.colorScheme.surface)');
    expect(screen).not.toContain('Color(0x');
    expect(theme).toContain('private val DarkColorScheme = darkColorScheme(');
    expect(files.some((f) => f.path.endsWith('NavHost.kt'))).toBe(true);
    expect((res.body.warnings as { code: string }[]).map((w) => w.code)).not.toContain('variable');
  });

  it("refuses variables that are not Figma's, in words, and charges nothing", async () => {
    const user = await createTestUser(b);
    const bad = await callGenerate(b, user.token, {
      name: 'Sign in',
      platform: 'android',
      figma: fixture('m3-sign-in.nodes.json'),
      variables: { variables: [] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(
      'The variables input is not Figma variables JSON: expected "meta.variables" and "meta.variableCollections", as GET /v1/files/:key/variables/local answers.',
    );
    const notObject = await callGenerate(b, user.token, {
      name: 'Sign in',
      platform: 'android',
      figma: fixture('m3-sign-in.nodes.json'),
      variables: 'dark',
    });
    expect(notObject.status).toBe(400);
    expect(String(notObject.body.error)).toContain('variables must be the Figma variables JSON');
    const rows = await asServer<{ n: number }>(
      b,
      'select count(*)::int as n from public.generations where user_id = $1',
      [user.id],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
