import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { themeModeColours } from './theme-modes';

// Theme files as the generator writes them today (its golden files, which its own tests keep true).
const goldenDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../packages/codegen/test/golden',
);
const golden = (path: string) => readFileSync(resolve(goldenDir, path), 'utf8');
const signInTheme = golden('file-m3-sign-in/java/Material3SignInFlowTheme.kt');
const checkoutTheme = golden('variables-custom-three-modes/java/CheckoutTheme.kt');
const stylesTheme = golden('theme-light-and-dark/java/DarkModeTheme.kt');
const noDarkTheme = golden('tokens-repeated-values/java/MenuTheme.kt');

const swatch = (
  sets: ReturnType<typeof themeModeColours>,
  label: string,
  mode: 'light' | 'dark',
  name: string,
) => sets.find((s) => s.label === label)?.[mode].find((c) => c.name === name);

describe('themeModeColours', () => {
  it('reads the Material colour schemes and the design’s own colours of the sample design in Light and in Dark', () => {
    const sets = themeModeColours(signInTheme);
    expect(sets.map((s) => s.label)).toEqual([
      'Material3SignInFlowTheme.colors',
      'MaterialTheme.colorScheme',
    ]);
    expect(swatch(sets, 'MaterialTheme.colorScheme', 'light', 'primary')).toEqual({
      name: 'primary',
      hex: '#6750A4',
      alpha: 1,
    });
    expect(swatch(sets, 'MaterialTheme.colorScheme', 'dark', 'primary')).toEqual({
      name: 'primary',
      hex: '#D0BCFF',
      alpha: 1,
    });
    expect(swatch(sets, 'Material3SignInFlowTheme.colors', 'light', 'accent')?.hex).toBe('#D94A2D');
    expect(swatch(sets, 'Material3SignInFlowTheme.colors', 'dark', 'accent')?.hex).toBe('#FFB4A2');
    // Every role of the scheme, in both modes, in the order the theme declares them.
    const scheme = sets[1]!;
    expect(scheme.light).toHaveLength(35);
    expect(scheme.dark.map((c) => c.name)).toEqual(scheme.light.map((c) => c.name));
  });

  it('names the other modes each light and dark pair is for', () => {
    const sets = themeModeColours(checkoutTheme);
    expect(sets.map((s) => s.label)).toEqual([
      'CheckoutTheme.colors, BrandMode.Ocean',
      'CheckoutTheme.colors, BrandMode.Forest',
      'CheckoutTheme.colors, BrandMode.Sunset',
    ]);
    const forest = sets[1]!;
    expect(forest.light.map((c) => c.name)).toEqual(forest.dark.map((c) => c.name));
    expect(forest.light).not.toEqual(forest.dark);
  });

  it('reads a theme whose schemes come from light and dark styles, one line each', () => {
    const [scheme] = themeModeColours(stylesTheme);
    expect(scheme).toEqual({
      label: 'MaterialTheme.colorScheme',
      light: [
        { name: 'surface', hex: '#FEF7FF', alpha: 1 },
        { name: 'onSurface', hex: '#1D1B20', alpha: 1 },
      ],
      dark: [
        { name: 'surface', hex: '#141218', alpha: 1 },
        { name: 'onSurface', hex: '#E6E0E9', alpha: 1 },
      ],
    });
  });

  it('finds nothing to switch in a theme without a dark mode, or in a screen', () => {
    expect(noDarkTheme).toContain('Colors(');
    expect(themeModeColours(noDarkTheme)).toEqual([]);
    expect(
      themeModeColours(
        '@Composable\nfun SignIn() {\n    Text(text = "if (darkTheme) A else B")\n}\n',
      ),
    ).toEqual([]);
  });
});
