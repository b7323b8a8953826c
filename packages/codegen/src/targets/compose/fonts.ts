import type { GenerationPlan } from '../../passes/plan.ts';
import type { IrNode, TextStyle } from '../../parse/ir.ts';
import { walk } from '../../parse/walk.ts';
import type { WarningList } from '../../warnings.ts';
import type { FileContext } from './context.ts';
import { pkg } from './context.ts';
import { googleFontFamilies } from './google-fonts.ts';
import { CodeWriter, kotlinString } from './kotlin.ts';
import { pascalCase, resourceName, type NameScope } from './names.ts';

const weights: Record<number, string> = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Normal',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
};

export function fontWeightExpr(file: FileContext, weight: number): string {
  file.use(`${pkg.text}.font.FontWeight`);
  const name = weights[weight];
  return name ? `FontWeight.${name}` : `FontWeight(${Math.min(1000, Math.max(1, weight))})`;
}

type Category = 'sans-serif' | 'serif' | 'monospace' | 'display' | 'handwriting';
const categories: Record<string, Category> = {
  s: 'sans-serif',
  r: 'serif',
  m: 'monospace',
  d: 'display',
  h: 'handwriting',
};

let index: Map<string, { family: string; category: Category }> | undefined;

/** The Google Fonts family a design's family name is, whatever its case ("inter" → Inter). */
export function googleFont(family: string): { family: string; category: Category } | undefined {
  if (!index) {
    index = new Map();
    for (const entry of googleFontFamilies.split(',')) {
      const [name, code] = entry.split('|') as [string, string];
      index.set(name.toLowerCase(), { family: name, category: categories[code] ?? 'sans-serif' });
    }
  }
  return index.get(family.trim().toLowerCase());
}

/** Android's own face: drawn without a font of the app's. */
export const platformFamily = /^(roboto|sans-serif|system-ui|sf pro( text| display)?|\.sf ns.*)$/i;

/** Families that name a kind of face, not a font: the platform's face of that kind. */
const genericFamily = /^(serif|monospace|cursive|sans-serif)$/i;
const serif = /serif|georgia|times|garamond|merriweather|playfair|lora|baskerville/i;
const mono = /mono|courier|menlo|consolas|code|inconsolata/i;

/** The platform face a family the app does not bundle is drawn with: monospace or serif when its name says so. */
export function genericFallback(
  family: string,
): 'FontFamily.Monospace' | 'FontFamily.Serif' | undefined {
  if (/sans/i.test(family) && !/serif/i.test(family.replace(/sans/i, ''))) return undefined;
  if (mono.test(family)) return 'FontFamily.Monospace';
  if (serif.test(family)) return 'FontFamily.Serif';
  return undefined;
}

/** The device family a Google font falls back to while it loads, or when it cannot. */
const deviceFallback: Record<Category, string> = {
  'sans-serif': 'sans-serif',
  serif: 'serif',
  monospace: 'monospace',
  display: 'sans-serif',
  handwriting: 'cursive',
};

/**
 * A font family the design uses other than the platform's: a Google font the
 * output downloads (`google`, with its Kotlin name), or one the app must
 * bundle (`bundle`); with the weights and styles the design draws it in.
 */
export interface PlannedFont {
  family: string;
  source: 'google' | 'bundle';
  category: Category;
  kotlinName: string;
  faces: { weight: number; italic: boolean }[];
  /** The layers that use it (a text style by its name), for the warning that says how to set it up. */
  uses: { id: string; name: string }[];
}

function styles(node: IrNode): TextStyle[] {
  return node.kind === 'text' ? node.runs.map((r) => r.style) : [];
}

/** The Google fonts the design's texts and text styles use, each with the faces it needs, in document order. */
export function planFonts(plan: GenerationPlan, top: NameScope): Map<string, PlannedFont> {
  const fonts = new Map<string, PlannedFont>();
  // The layers each family lists, by id: a design's texts are thousands, looked up once each.
  const listed = new Map<PlannedFont, Set<string>>();
  const add = (style: TextStyle, use: { id: string; name: string }): void => {
    if (platformFamily.test(style.fontFamily) || genericFamily.test(style.fontFamily)) return;
    const font = googleFont(style.fontFamily);
    const key = style.fontFamily.trim().toLowerCase();
    let planned = fonts.get(key);
    if (!planned) {
      planned = font
        ? {
            family: font.family,
            source: 'google',
            category: font.category,
            kotlinName: top.claim(`${pascalCase(font.family, 'Brand')}FontFamily`),
            faces: [],
            uses: [],
          }
        : {
            family: style.fontFamily.trim(),
            source: 'bundle',
            category: serif.test(style.fontFamily)
              ? 'serif'
              : mono.test(style.fontFamily)
                ? 'monospace'
                : 'sans-serif',
            kotlinName: '',
            faces: [],
            uses: [],
          };
      fonts.set(key, planned);
    }
    let ids = listed.get(planned);
    if (!ids) listed.set(planned, (ids = new Set()));
    if (!ids.has(use.id)) {
      ids.add(use.id);
      planned.uses.push(use);
    }
    if (!planned.faces.some((f) => f.weight === style.fontWeight && f.italic === style.italic))
      planned.faces.push({ weight: style.fontWeight, italic: style.italic });
  };
  const roots: IrNode[] = [
    ...plan.screens,
    ...plan.components.flatMap((c) => c.variants.map((v) => v.root)),
  ];
  for (const t of plan.textStyles) add(t.style, { id: 'style', name: t.name });
  for (const root of roots) for (const n of walk(root)) for (const s of styles(n)) add(s, n);
  for (const f of fonts.values())
    f.faces.sort((a, b) => a.weight - b.weight || Number(a.italic) - Number(b.italic));
  return fonts;
}

/**
 * <App>Fonts.kt: the Google Fonts provider and a `FontFamily` per Google font the
 * design uses, each face downloaded through the provider, then the device's
 * family of the same kind (sans-serif, serif, monospace) as the bundled
 * fallback that is drawn while the font loads or when it cannot be.
 */
export function renderFonts(
  file: FileContext,
  fonts: Map<string, PlannedFont>,
  fileName: string,
  warnings: WarningList,
): string {
  const w = new CodeWriter();
  file.use(
    `${pkg.text}.googlefonts.GoogleFont`,
    `${pkg.text}.googlefonts.Font`,
    `${pkg.text}.font.Font`,
    `${pkg.text}.font.FontFamily`,
    `${pkg.text}.font.DeviceFontFamilyName`,
  );
  w.line(
    '/** Google Fonts through Google Play services; the certificates are in res/values/font_certs.xml. */',
  );
  w.line('val GoogleFontsProvider = GoogleFont.Provider(');
  w.line('    providerAuthority = "com.google.android.gms.fonts",');
  w.line('    providerPackage = "com.google.android.gms",');
  w.line('    certificates = R.array.com_google_android_gms_fonts_certs,');
  w.line(')');
  for (const font of fonts.values()) {
    if (font.source !== 'google') continue;
    const message = `Font family "${font.family}" is downloaded from Google Fonts (${font.kotlinName} in ${fileName}.kt): add the dependency androidx.compose.ui:ui-text-google-fonts; the device's ${deviceFallback[font.category]} is drawn until it has loaded, or when it cannot be.`;
    for (const use of font.uses) warnings.add(use, 'font-family', message);
    w.line();
    const faces = (make: (weight: string, style: string) => string): string[] =>
      font.faces.map((f) => {
        if (f.italic) file.use(`${pkg.text}.font.FontStyle`);
        return make(fontWeightExpr(file, f.weight), f.italic ? ', style = FontStyle.Italic' : '');
      });
    w.line(`val ${font.kotlinName} = FontFamily(`);
    for (const line of faces(
      (weight, style) =>
        `Font(googleFont = GoogleFont(${kotlinString(font.family)}), fontProvider = GoogleFontsProvider, weight = ${weight}${style}),`,
    ))
      w.line(`    ${line}`);
    for (const line of faces(
      (weight, style) =>
        `Font(DeviceFontFamilyName(${kotlinString(deviceFallback[font.category])}), weight = ${weight}${style}),`,
    ))
      w.line(`    ${line}`);
    w.line(')');
  }
  return w.toString();
}

/**
 * The certificates of the Google Fonts provider (Google Play services' font
 * provider, as Android's downloadable fonts documentation gives them): the
 * app's resources must hold them for the provider to be trusted.
 */
export const fontCertificates = `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <array name="com_google_android_gms_fonts_certs">
        <item>@array/com_google_android_gms_fonts_certs_dev</item>
        <item>@array/com_google_android_gms_fonts_certs_prod</item>
    </array>
    <string-array name="com_google_android_gms_fonts_certs_dev">
        <item>
            MIIEqDCCA5CgAwIBAgIJANWFuGx90071MA0GCSqGSIb3DQEBBAUAMIGUMQswCQYDVQQGEwJVUzETMBEGA1UECBMKQ2FsaWZvcm5pYTEWMBQGA1UEBxMNTW91bnRhaW4gVmlldzEQMA4GA1UEChMHQW5kcm9pZDEQMA4GA1UECxMHQW5kcm9pZDEQMA4GA1UEAxMHQW5kcm9pZDEiMCAGCSqGSIb3DQEJARYTYW5kcm9pZEBhbmRyb2lkLmNvbTAeFw0wODA0MTUyMzM2NTZaFw0zNTA5MDEyMzM2NTZaMIGUMQswCQYDVQQGEwJVUzETMBEGA1UECBMKQ2FsaWZvcm5pYTEWMBQGA1UEBxMNTW91bnRhaW4gVmlldzEQMA4GA1UEChMHQW5kcm9pZDEQMA4GA1UECxMHQW5kcm9pZDEQMA4GA1UEAxMHQW5kcm9pZDEiMCAGCSqGSIb3DQEJARYTYW5kcm9pZEBhbmRyb2lkLmNvbTCCASAwDQYJKoZIhvcNAQEBBQADggENADCCAQgCggEBANbOIDuDMYFRUfMmVr0y4NGQMjy1BpRUFQeAH7ZgQE9fGdnNixK+E3LznIbZC8ssUG6FO9sAG6W6DoIlcwWwi/34zdvlmhzPyIk83wb8cF1jV0xH4ONTtojA9b+nhd1+fEwlV5f/2A5iWn9A0DYBtm4ZH/wR0RWP7bkF+E0x36gXXzoa/H4U3xUyMmiBgWytBCkFDcwYqsBnsvKoUEFGH3ZitFHcUxwFyC0k/jvZX7Yvw6XthSYi6ISftv23fxfZJNfDS0mGbBhDWgBqWRFuYj3ZCdpxYQaqCk0N7zsrwFjKOImKWSZMNYkiBkGkXAR9/GFEn2QClBsA9ZYcPizk63UCAQOjggErMIIBJzAdBgNVHQ4EFgQUwWGAoF1+ZKUfnLguYQKEsBy+kpUwgfcGA1UdIwSB7zCB7IAUwWGAoF1+ZKUfnLguYQKEsBy+kpWhgZikdqB0MIGUMQswCQYDVQQGEwJVUzETMBEGA1UECBMKQ2FsaWZvcm5pYTEWMBQGA1UEBxMNTW91bnRhaW4gVmlldzEQMA4GA1UEChMHQW5kcm9pZDEQMA4GA1UECxMHQW5kcm9pZDEQMA4GA1UEAxMHQW5kcm9pZDEiMCAGCSqGSIb3DQEJARYTYW5kcm9pZEBhbmRyb2lkLmNvbYIJANWFuGx90071MAwGA1UdEwQFMAMBAf8wDQYJKoZIhvcNAQEEBQADggEBAH4b3DZkRHgAAfgGnabyCPbWLUKfRWrsWWTKvR6zAxRmafmuVOjTfBXYi6bTqQqCq3KpZV0zUSO9g2ilpq2JXDhtFzITR1bFEZJzQxGEKHtaoAiI9SM/2sfDUb0BZkMh9P7xeIX3ajUsXgFpxhSlhB1OBZLoCWKqR2Wj2iiavaDVUKxNyGIEcWgWPLoIaBYBIfDIOGGhbRyIbmJnyo6nrWNfxDUbThvlfJH0OqWQnM/AOePxg0rfuqN4qGDx3dwUyv3TJMnQBJzoxe5bIc1HaFTpwl0/RcHyTjvmmk3AprlI3G/UkaLLB7H0uAO4DYHPltoUmNEOLTwoeLLtPPW7ywfg=
        </item>
    </string-array>
    <string-array name="com_google_android_gms_fonts_certs_prod">
        <item>
            MIIEqDCCA5CgAwIBAgIJAPYPhDr6JnctMA0GCSqGSIb3DQEBBAUAMIGUMQswCQYDVQQGEwJVUzETMBEGA1UECBMKQ2FsaWZvcm5pYTEWMBQGA1UEBxMNTW91bnRhaW4gVmlldzEQMA4GA1UEChMHQW5kcm9pZDEQMA4GA1UECxMHQW5kcm9pZDEQMA4GA1UEAxMHQW5kcm9pZDEiMCAGCSqGSIb3DQEJARYTYW5kcm9pZEBhbmRyb2lkLmNvbTAeFw0wODA4MjEyMzEzMzRaFw0zNjAxMDcyMzEzMzRaMIGUMQswCQYDVQQGEwJVUzETMBEGA1UECBMKQ2FsaWZvcm5pYTEWMBQGA1UEBxMNTW91bnRhaW4gVmlldzEQMA4GA1UEChMHQW5kcm9pZDEQMA4GA1UECxMHQW5kcm9pZDEQMA4GA1UEAxMHQW5kcm9pZDEiMCAGCSqGSIb3DQEJARYTYW5kcm9pZEBhbmRyb2lkLmNvbTCCASAwDQYJKoZIhvcNAQEBBQADggENADCCAQgCggEBAKtWLgDYO6IIrgqWbxJOKdoR8qtW0I9Y4sypEwPpt1TTcvZApxsdyxMJZ2JORland2qSGT2y5b+3JKkedxiLDmpHpDsz2WCbdxgxRczfey5YZnTJ4VZbH0xqWVW/8lGmPav5xVwnIiJS6HXk+BVKZF+JcWjAsb/GEuq/eFdpuzSqeYTcfi6idkyugwfYwXFU1+5fZKUaRKYCwkkFQVfcAs1fXA5V+++FGfvjJ/CxURaSxaBvGdGDhfXE28LWuT9ozCl5xw4Yq5OGazvV24mZVSoOO0yZ31j7kYvtwYK6NeADwbSxDdJEqO4k6BzSzNmHRuCzv+UX6amOodMl4/VySQ+dAgMBAAGjggEpMIIBJTAdBgNVHQ4EFgQUho4EwpFhrL2Y8UU8yt7wvFtAeAYwgfUGA1UdIwSB7TCB6oAUho4EwpFhrL2Y8UU8yt7wvFtAeAahgZekdZB0MIGUMQswCQYDVQQGEwJVUzETMBEGA1UECBMKQ2FsaWZvcm5pYTEWMBQGA1UEBxMNTW91bnRhaW4gVmlldzEQMA4GA1UEChMHQW5kcm9pZDEQMA4GA1UECxMHQW5kcm9pZDEQMA4GA1UEAxMHQW5kcm9pZDEiMCAGCSqGSIb3DQEJARYTYW5kcm9pZEBhbmRyb2lkLmNvbYIJAPYPhDr6JnctMAwGA1UdEwQFMAMBAf8wDQYJKoZIhvcNAQEEBQADggEBAGkoxH1GujwzkjsgSmyFQk5jCqoMXTHjSLKUmCYl50Gj4tXLSMcbZXQyyzlU6RpxBqn5H+pZ8KDRpq3G1IatZSikt9fhILm6O6EXlLwkpLThHAk5/O/+qDqf8bMqzc1vGudIXpywIhwEInD9Te/WaojDyL/uMTSCIWxIq2P4WAExTXU7XEUabzMjX5WxbvtvCRCaLhe4fGc1hCfxPrxWsA6sEmPsjeKt4Qg1UFcBOOqXowCsm9Q1iN9BRVQlxM3aWBtr2PwVFKE2KNxlG7hnuzKwHu5f0C/X3Pbsz7mJsGBzMMs8Y3dGXdsBy2hVfDkhEANMr0MjV7qGv5IWc14hMlB4g==
        </item>
    </string-array>
</resources>
`;

/** One warning per family the app must bundle, naming the font files to add. */
export function reportBundledFonts(fonts: Map<string, PlannedFont>, warnings: WarningList): void {
  for (const font of fonts.values()) {
    if (font.source !== 'bundle') continue;
    const drawn = genericFallback(font.family) ?? 'the platform default';
    const message = `Font family "${font.family}" is not a Google Font, so it cannot be downloaded: add ${fontResources(font.family, font.faces).join(', ')} and set its texts' fontFamily to a FontFamily of them (${drawn} is drawn until then).`;
    for (const use of font.uses) warnings.add(use, 'font-family', message);
  }
}

/** The font resources a family the output cannot download needs (`res/font/acme_sans_bold.ttf`), named after its faces. */
export function fontResources(
  family: string,
  faces: { weight: number; italic: boolean }[],
): string[] {
  const weightName: Record<number, string> = {
    100: 'thin',
    200: 'extralight',
    300: 'light',
    400: 'regular',
    500: 'medium',
    600: 'semibold',
    700: 'bold',
    800: 'extrabold',
    900: 'black',
  };
  const base = resourceName(family, 'font');
  return faces.map(
    (f) =>
      `res/font/${base}_${weightName[Math.round(f.weight / 100) * 100] ?? String(f.weight)}${f.italic ? '_italic' : ''}.ttf`,
  );
}
