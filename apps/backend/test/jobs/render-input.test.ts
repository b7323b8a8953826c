import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GenerateRequest } from '@app/shared/generate';
import { decodeRenderInput, encodeRenderInput } from '../../src/jobs/render/render-input';
import { prepareRender } from '../../src/jobs/render/render-steps';
import { designProblem, runGeneration } from '../../src/generation/run-generation';
import { DESIGN_NUMBER_LIMIT, DESIGN_STRING_LIMIT } from '@app/shared/generate';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../packages/codegen/test/fixtures/${name}`, import.meta.url),
      'utf8',
    ),
  ) as unknown;

const work = mkdtempSync(join(tmpdir(), 'render-input-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The render job draws the code the user got: the stored input carries what the generation
 * was made from, variables and styles included, so the measured variant names the same theme.
 */
describe('render input', () => {
  const request = {
    name: 'Sign in',
    platform: 'android',
    figma: fixture('m3-sign-in.nodes.json'),
    nodeId: '204:1180',
    variables: fixture('m3-sign-in.variables.json'),
    options: { packageName: 'com.example.app.ui', resourcePackage: 'com.example.app' },
  } as unknown as GenerateRequest;

  it('keeps the design, its variables and the options through the stored form', () => {
    const back = decodeRenderInput(encodeRenderInput(request));
    expect(back.figma).toEqual(request.figma);
    expect(back.variables).toEqual(request.variables);
    expect(back.nodeId).toBe('204:1180');
    expect(back.options).toEqual(request.options);
  });

  it('makes the measured variant with the theme of the variables', async () => {
    const withVariables = await prepareRender(
      decodeRenderInput(encodeRenderInput(request)),
      join(work, 'with'),
    );
    const { variables: _omitted, ...plain } = request;
    const without = await prepareRender(
      decodeRenderInput(encodeRenderInput(plain as GenerateRequest)),
      join(work, 'without'),
    );
    const themeOf = (files: { path: string }[]) =>
      files.map((f) => f.path.split('/').pop()).filter((n) => n?.endsWith('Theme.kt'));
    const screen = (files: { path: string; text: string }[]) =>
      files.find((f) => f.path.endsWith('/SignIn.kt'))?.text ?? '';
    // The spacing variables name the theme's spacing (lg, md), as in the user's code; without
    // them the generator names the sizes it finds itself (medium, small).
    expect(screen(withVariables.instrumented)).toContain('Theme.spacing.lg');
    expect(screen(without.instrumented)).not.toContain('Theme.spacing.lg');
    expect(themeOf(withVariables.instrumented)).toHaveLength(1);
  });
});

describe('the generation worker packs the render input only where renders are made', () => {
  const body = new TextEncoder().encode(
    JSON.stringify({
      name: 'Sign in',
      platform: 'android',
      figma: fixture('m3-sign-in.nodes.json'),
      nodeId: '204:1180',
    }),
  );

  it('packs it by default, and the render job reads back the design it was given', async () => {
    const outcome = await runGeneration(body);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok || !outcome.renderInput) throw new Error('no render input');
    expect(decodeRenderInput(outcome.renderInput).figma).toEqual(fixture('m3-sign-in.nodes.json'));
  });

  it('skips it when told renders are not made, with the same code', async () => {
    const packed = await runGeneration(body);
    const bare = await runGeneration(body, { renderInput: false });
    if (!packed.ok || !bare.ok) throw new Error('the generation failed');
    expect(bare.renderInput).toBeNull();
    expect(bare.files).toEqual(packed.files);
  });
});

describe('designProblem', () => {
  it('names a value the generator must not be given by its path, and passes a real design', () => {
    const figma = {
      nodes: {
        '1:1': { document: { children: [{ x: 1 }, { x: Infinity, name: 'late' }], y: 2 } },
        '1:2': { document: { x: 3 } },
      },
    };
    expect(designProblem(figma)).toEqual({
      kind: 'number',
      where: 'figma.nodes.1:1.document.children[1].x',
    });
    expect(
      designProblem({ nodes: { a: { characters: 'x'.repeat(DESIGN_STRING_LIMIT + 1) } } }),
    ).toEqual({
      kind: 'text',
      where: 'figma.nodes.a.characters',
    });
    expect(designProblem(fixture('m3-sign-in.nodes.json'))).toBeNull();
    expect(
      designProblem({ nodes: { a: { x: -DESIGN_NUMBER_LIMIT, list: [[], {}, null] } } }),
    ).toBeNull();
  });
});
