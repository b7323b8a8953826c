import type { IrNode } from '../parse/ir.ts';
import type { ColorRole, ThemeColor, ThemeTextStyle, TypographyRole } from './plan.ts';
import { walk } from '../parse/walk.ts';

const colorRoles: ColorRole[] = [
  'primary', 'onPrimary', 'primaryContainer', 'onPrimaryContainer', 'inversePrimary',
  'secondary', 'onSecondary', 'secondaryContainer', 'onSecondaryContainer',
  'tertiary', 'onTertiary', 'tertiaryContainer', 'onTertiaryContainer',
  'background', 'onBackground', 'surface', 'onSurface', 'surfaceVariant', 'onSurfaceVariant',
  'surfaceTint', 'inverseSurface', 'inverseOnSurface', 'error', 'onError', 'errorContainer',
  'onErrorContainer', 'outline', 'outlineVariant', 'scrim', 'surfaceBright', 'surfaceContainer',
  'surfaceContainerHigh', 'surfaceContainerHighest', 'surfaceContainerLow', 'surfaceContainerLowest', 'surfaceDim',
];

const typeRoles: TypographyRole[] = [
  'displayLarge', 'displayMedium', 'displaySmall', 'headlineLarge', 'headlineMedium', 'headlineSmall',
  'titleLarge', 'titleMedium', 'titleSmall', 'bodyLarge', 'bodyMedium', 'bodySmall',
  'labelLarge', 'labelMedium', 'labelSmall',
];

/** Material 3 Design Kit style names: `M3/sys/light/primary`, `M3/sys/dark/on-primary`, `Schemes/On Primary`, `Primary`. */
export function colorRoleOf(name: string): { role: ColorRole; dark: boolean } | undefined {
  const segments = name.split('/');
  const last = (segments.pop() ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const role = colorRoles.find((r) => r.toLowerCase() === last);
  return role ? { role, dark: segments.some((s) => /^\s*dark\s*$/i.test(s)) } : undefined;
}

/** `M3/body/large`, `Body Large`, `Headline/Small` → the Typography slot. */
export function typographyRoleOf(name: string): TypographyRole | undefined {
  const flat = name.toLowerCase().replace(/[^a-z]/g, '');
  return typeRoles.find((r) => flat.endsWith(r.toLowerCase()));
}

/**
 * Pass: the design's colour and text styles (and colour variables), with the
 * Material3 role each one fills. First use wins; order is document order.
 */
export function collectTheme(roots: IrNode[]): { colors: ThemeColor[]; textStyles: ThemeTextStyle[] } {
  const colors = new Map<string, ThemeColor>();
  const textStyles = new Map<string, ThemeTextStyle>();
  const takenColorRoles = new Set<string>();
  const takenTypeRoles = new Set<TypographyRole>();
  for (const root of roots) {
    for (const node of walk(root)) {
      const fills = [...node.style.fills, ...(node.style.stroke?.fills ?? [])];
      if (node.kind === 'text') for (const r of node.runs) fills.push(...r.style.fills);
      for (const f of fills) {
        const name = f.kind === 'solid' ? (f.variableName ?? f.styleName) : undefined;
        if (!name || f.kind !== 'solid' || colors.has(name)) continue;
        const found = colorRoleOf(name);
        const slot = found ? `${found.dark ? 'dark' : 'light'}:${found.role}` : '';
        const role = found && !takenColorRoles.has(slot) ? found : undefined;
        if (role) takenColorRoles.add(slot);
        colors.set(name, { name, role: role?.role, dark: role?.dark, color: f.color });
      }
      if (node.kind === 'text') {
        for (const r of node.runs) {
          const name = r.style.styleName;
          if (!name || textStyles.has(name)) continue;
          let role = typographyRoleOf(name);
          if (role && takenTypeRoles.has(role)) role = undefined;
          if (role) takenTypeRoles.add(role);
          textStyles.set(name, { name, role, style: r.style });
        }
      }
    }
  }
  return { colors: [...colors.values()], textStyles: [...textStyles.values()] };
}
