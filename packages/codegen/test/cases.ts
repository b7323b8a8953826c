import { assetCases } from './cases-assets.ts';
import { componentCases } from './cases-components.ts';
import { fileCases } from './cases-files.ts';
import { layoutCases } from './cases-layout.ts';
import { lookCases } from './cases-look.ts';
import { materialCases } from './cases-material.ts';
import { kitCases } from './cases-kit.ts';
import { nameCases } from './cases-names.ts';
import { overrideCases } from './cases-overrides.ts';
import { inferenceCases } from './cases-inference.ts';
import { vectorCases } from './cases-vectors.ts';
import { flowCases } from './cases-flows.ts';
import { textCases } from './cases-text.ts';
import { responsiveCases } from './cases-responsive.ts';
import { tokenCases } from './cases-tokens.ts';
import type { GoldenCase } from './support/golden.ts';

/** Every golden case: each mapping of the issue has at least one. */
export const goldenCases: GoldenCase[] = [
  ...layoutCases,
  ...textCases,
  ...lookCases,
  ...assetCases,
  ...componentCases,
  ...materialCases,
  ...kitCases,
  ...fileCases,
  ...nameCases,
  ...overrideCases,
  ...inferenceCases,
  ...vectorCases,
  ...responsiveCases,
  ...tokenCases,
  ...flowCases,
];
