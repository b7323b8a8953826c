import { InvalidOptionError } from '../errors.ts';
import type { Target } from './target.ts';
import { composeTarget } from './compose/target.ts';

/** Every target `generate()` can write, by the name its `target` option takes. */
export const targets = { compose: composeTarget } as const satisfies Record<
  string,
  Target<unknown>
>;

export type TargetName = keyof typeof targets;

/** The target a name asks for; an unknown name is the caller's mistake, said in one line. */
export function targetNamed(name: string): Target<unknown> {
  if (!Object.hasOwn(targets, name))
    throw new InvalidOptionError(
      `Unknown code target: ${name} (available: ${Object.keys(targets).join(', ')}).`,
    );
  return targets[name as TargetName];
}
