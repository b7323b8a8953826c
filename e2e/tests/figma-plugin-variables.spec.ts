import { test, expect, expectNoSeriousA11yViolations, signIn } from '../support/fixtures';
import { generateSelection, layer, selectFrame, shot, signInFromPlugin } from './plugin-helpers';

interface SentVariable {
  name: string;
  remote: boolean;
  variableCollectionId: string;
}

test('the plugin sends the sample design’s variables, the bindings on its layers and its local styles, and the code uses the theme they make', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const user = await server.createUser();
  await signIn(page, user.email, user.password);
  await page.waitForURL('**/dashboard');

  await page.goto('/_dev/figma-plugin');
  await expect(layer(page, 'Sign in Frame')).toBeVisible();
  // The sample design comes with its variables: Material's schemes in Light and Dark, and more.
  await expect(page.locator('#variables-status')).toContainText('Variables: 43 in 4 collections');
  await expect(page.locator('#variables-status')).toContainText('material-theme: Light, Dark');
  const plugin = page.frameLocator('#plugin-ui');
  await signInFromPlugin(page, plugin, 'designer@example.com');
  await selectFrame(page, plugin, 'Sign in Frame', '360 × 800');

  // What the plugin sends: the generate request, read as the server reads it.
  const body = (await generateSelection(page, plugin)).request().postDataJSON() as {
    figma: { nodes: Record<string, { document: Record<string, unknown> }> };
    variables: {
      meta: {
        variables: Record<string, SentVariable>;
        variableCollections: Record<string, { name: string; modes: { name: string }[] }>;
      };
    };
    styles: { nodes: Record<string, { document: { name: string; type: string } }> };
  };
  const sent = Object.values(body.variables.meta.variables);
  // Local variables, and the library palette the schemes alias, read by id.
  expect(sent.map((v) => v.name)).toEqual(
    expect.arrayContaining([
      'Schemes/Primary',
      'Schemes/Surface',
      'Accent',
      'Spacing/md',
      'Palettes/Primary/40',
    ]),
  );
  expect(sent.find((v) => v.name === 'Palettes/Primary/40')).toMatchObject({ remote: true });
  expect(
    Object.values(body.variables.meta.variableCollections).map((c) => [
      c.name,
      c.modes.map((m) => m.name),
    ]),
  ).toContainEqual(['material-theme', ['Light', 'Dark']]);
  // The layers carry their bindings as Figma's REST JSON does.
  const frame = body.figma.nodes['204:1180']?.document as {
    boundVariables: { fills: { type: string; id: string }[] };
  };
  expect(frame.boundVariables.fills[0]).toMatchObject({ type: 'VARIABLE_ALIAS' });
  expect(body.variables.meta.variables[frame.boundVariables.fills[0]!.id]?.name).toBe(
    'Schemes/Surface',
  );
  // The file's local styles, as REST gives a style's properties.
  expect(Object.values(body.styles.nodes).map((n) => [n.document.name, n.document.type])).toEqual(
    expect.arrayContaining([
      ['M3/title/large', 'TEXT'],
      ['Brand/Accent', 'RECTANGLE'],
    ]),
  );

  const result = plugin.getByRole('region', { name: /files? for “Sign in”/ });
  await expect(result).toBeVisible({ timeout: 30_000 });
  const code = result.locator('pre.code');
  await result.getByRole('button', { name: /\/SignIn\.kt$/ }).click();
  await expect(code).toContainText('.background(MaterialTheme.colorScheme.surface)');
  await expect(code).toContainText('color = FrameToCodeSampleTheme.colors.accent');
  await expect(code).toContainText('FrameToCodeSampleTheme(darkTheme = true)');
  await shot(page, 'e2e-variables-1-screen');
  // The theme: light and dark schemes from the variables' modes, Typography from the local text styles.
  await result.getByRole('button', { name: /FrameToCodeSampleTheme\.kt$/ }).click();
  await expect(code).toContainText('private val DarkColorScheme = darkColorScheme(');
  await expect(code).toContainText('private val LightColorScheme = lightColorScheme(');
  await expect(code).toContainText('titleLarge = TextStyle(');
  await expect(code).toContainText(
    'colorScheme = if (darkTheme) DarkColorScheme else LightColorScheme,',
  );
  await shot(page, 'e2e-variables-2-theme');
  // Every binding was found: no warning about variables.
  await expect(result).not.toContainText('bound to variables');
  await expectNoSeriousA11yViolations(page);
});

test('the playground takes a variables file for the design it shows, and says what is wrong with one it cannot read', async ({
  page,
}) => {
  await page.goto('/_dev/figma-plugin');
  await expect(layer(page, 'Sign in Frame')).toBeVisible();
  const chooser = page.getByLabel('Open its variables');
  await chooser.setInputFiles({
    name: 'tokens.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ tokens: {} })),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'tokens.json: This is not a Figma variables answer: expected “meta.variables” and “meta.variableCollections” (GET /v1/files/:key/variables/local).',
  );
  const variables = {
    status: 200,
    error: false,
    meta: {
      variableCollections: {
        'VariableCollectionId:1:0': {
          id: 'VariableCollectionId:1:0',
          name: 'Brand',
          modes: [
            { modeId: '1:0', name: 'Ocean' },
            { modeId: '1:1', name: 'Forest' },
            { modeId: '1:2', name: 'Sunset' },
          ],
          defaultModeId: '1:0',
          remote: false,
          variableIds: ['VariableID:1:1'],
        },
      },
      variables: {
        'VariableID:1:1': {
          id: 'VariableID:1:1',
          name: 'color/accent',
          variableCollectionId: 'VariableCollectionId:1:0',
          resolvedType: 'COLOR',
          valuesByMode: {
            '1:0': { r: 0, g: 0.4, b: 0.6, a: 1 },
            '1:1': { r: 0.2, g: 0.4, b: 0.2, a: 1 },
            '1:2': { r: 0.7, g: 0.2, b: 0.1, a: 1 },
          },
          remote: false,
        },
      },
    },
  };
  await chooser.setInputFiles({
    name: 'brand.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(variables)),
  });
  await expect(page.locator('#file-error')).toBeEmpty();
  await expect(page.locator('#variables-status')).toHaveText(
    'Variables: 1 in 1 collection (Brand: Ocean, Forest, Sunset).',
  );
  // The stand-in serves them as figma.variables does (the page sets the global once the plugin's window has loaded).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const figma = (
          window as unknown as {
            figma?: { variables: { getLocalVariablesAsync(): Promise<{ name: string }[]> } };
          }
        ).figma;
        return figma ? (await figma.variables.getLocalVariablesAsync()).map((v) => v.name) : null;
      }),
    )
    .toEqual(['color/accent']);
  await expect(layer(page, 'Sign in Frame')).toBeVisible();
});
