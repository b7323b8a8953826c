import type { DesignVariable, Rgba, VariableCollection, VariableSet, VariableValue } from './ir.ts';
import { arr, isObject, num, obj, str, type Json } from './json.ts';
import type { WarningList } from '../warnings.ts';
import { VariablesInputError } from '../errors.ts';

/** Alias chains longer than this are a cycle (Figma refuses cycles; a hand-edited file may hold one). */
const MAX_ALIAS_DEPTH = 16;

const types = { COLOR: 'color', FLOAT: 'number', STRING: 'string', BOOLEAN: 'boolean' } as const;

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));

function rgba(value: Json, opacity = 1): Rgba {
  return {
    r: clamp01(num(value.r, 0)),
    g: clamp01(num(value.g, 0)),
    b: clamp01(num(value.b, 0)),
    a: clamp01(num(value.a, 1) * opacity),
  };
}

const isAlias = (v: unknown): v is { type: 'VARIABLE_ALIAS'; id: string } =>
  isObject(v) && v.type === 'VARIABLE_ALIAS' && typeof v.id === 'string';

export const emptyVariables = (): VariableSet => ({ collections: [], variables: new Map() });

/**
 * Reads a `GET /v1/files/:key/variables/local` response (the shape the plugin
 * sends too): collections with their modes, variables with a value per mode.
 * Aliases are resolved to values: an alias to a variable of another
 * collection takes that collection's mode of the same name, else its default
 * mode, as Figma shows it when nothing else is set.
 */
export function readVariables(input: unknown, warnings: WarningList): VariableSet {
  const meta = obj(obj(input)?.meta);
  const rawVariables = obj(meta?.variables);
  const rawCollections = obj(meta?.variableCollections);
  if (!rawVariables || !rawCollections) {
    throw new VariablesInputError(
      'The variables input is not Figma variables JSON: expected "meta.variables" and "meta.variableCollections", as GET /v1/files/:key/variables/local answers.',
    );
  }
  const collections: VariableCollection[] = [];
  const collectionById = new Map<string, VariableCollection>();
  for (const [key, raw] of Object.entries(rawCollections)) {
    const c = obj(raw);
    if (!c) continue;
    const id = str(c.id, key);
    const modes = arr(c.modes)
      .map(obj)
      .filter((m): m is Json => m !== undefined && typeof m.modeId === 'string')
      .map((m) => ({ id: str(m.modeId), name: str(m.name, str(m.modeId)) }));
    if (modes.length === 0) continue;
    const defaultModeId = modes.some((m) => m.id === c.defaultModeId)
      ? str(c.defaultModeId)
      : (modes[0] as { id: string }).id;
    const collection = { id, name: str(c.name, id), modes, defaultModeId };
    collections.push(collection);
    collectionById.set(id, collection);
  }
  const raws = new Map<string, Json>();
  for (const [key, raw] of Object.entries(rawVariables)) {
    const v = obj(raw);
    if (v && collectionById.has(str(v.variableCollectionId)) && str(v.resolvedType) in types)
      raws.set(str(v.id, key), v);
  }
  const unresolved = new Set<string>();

  /** The value of variable `id` in the mode named `modeName` (or its default mode), aliases followed. */
  const valueOf = (
    id: string,
    modeId: string | undefined,
    modeName: string | undefined,
    depth: number,
  ): VariableValue | undefined => {
    const raw = raws.get(id);
    if (!raw) {
      unresolved.add(id);
      return undefined;
    }
    if (depth > MAX_ALIAS_DEPTH) return undefined;
    const collection = collectionById.get(str(raw.variableCollectionId)) as VariableCollection;
    const mode =
      collection.modes.find((m) => m.id === modeId) ??
      collection.modes.find((m) => m.name === modeName) ??
      collection.modes.find((m) => m.id === collection.defaultModeId);
    const value = obj(raw.valuesByMode)?.[mode?.id ?? ''];
    return read(value, types[str(raw.resolvedType) as keyof typeof types], mode?.name, depth);
  };

  const read = (
    value: unknown,
    type: VariableValue['type'],
    modeName: string | undefined,
    depth: number,
  ): VariableValue | undefined => {
    if (isAlias(value)) {
      const target = valueOf(value.id, undefined, modeName, depth + 1);
      return target?.type === type ? target : undefined;
    }
    if (type === 'color') {
      const v = obj(value);
      if (!v) return undefined;
      // A composed colour: a colour (or an alias to one) with its own opacity.
      if ('color' in v) {
        const base = isAlias(v.color)
          ? valueOf(v.color.id, undefined, modeName, depth + 1)
          : obj(v.color)
            ? { type: 'color' as const, color: rgba(obj(v.color) as Json) }
            : undefined;
        const opacityValue = isAlias(v.opacity)
          ? valueOf(v.opacity.id, undefined, modeName, depth + 1)
          : { type: 'number' as const, value: num(v.opacity, 1) };
        if (base?.type !== 'color' || opacityValue?.type !== 'number') return undefined;
        return {
          type: 'color',
          color: { ...base.color, a: clamp01(base.color.a * opacityValue.value) },
        };
      }
      return { type: 'color', color: rgba(v) };
    }
    if (type === 'number')
      return typeof value === 'number' && Number.isFinite(value) ? { type, value } : undefined;
    if (type === 'string') return typeof value === 'string' ? { type, value } : undefined;
    return typeof value === 'boolean' ? { type, value } : undefined;
  };

  const variables = new Map<string, DesignVariable>();
  for (const [id, raw] of raws) {
    const collection = collectionById.get(str(raw.variableCollectionId)) as VariableCollection;
    const type = types[str(raw.resolvedType) as keyof typeof types];
    const values = new Map<string, VariableValue>();
    for (const mode of collection.modes) {
      const value = read(obj(raw.valuesByMode)?.[mode.id], type, mode.name, 0);
      if (value) values.set(mode.id, value);
    }
    const android = str(obj(raw.codeSyntax)?.ANDROID).trim();
    variables.set(id, {
      id,
      name: str(raw.name, id),
      collectionId: collection.id,
      type,
      values,
      ...(android ? { androidName: android } : {}),
    });
  }
  if (unresolved.size > 0) {
    warnings.add(
      { id: [...unresolved][0] as string, name: 'Variables' },
      'variable',
      `${unresolved.size} variable${unresolved.size === 1 ? '' : 's'} that others alias ${unresolved.size === 1 ? 'is' : 'are'} not in the variables input (a library the export left out); the modes that alias ${unresolved.size === 1 ? 'it' : 'them'} are left unset. Export the library's variables with the file's.`,
    );
  }
  return { collections, variables };
}
