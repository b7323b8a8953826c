/**
 * The Android app the code is for. The screens go into `<app package>.ui` (so the zip holds
 * `app/src/main/java/<app path>/ui/…kt`) and import the drawables from `<app package>.R`.
 */
export const DEFAULT_APP_PACKAGE = 'com.example.app';
export const APP_PACKAGE_STORAGE_KEY = 'frametocode.app-package';

const PACKAGE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const KOTLIN_KEYWORDS = new Set([
  'as',
  'break',
  'class',
  'continue',
  'do',
  'else',
  'false',
  'for',
  'fun',
  'if',
  'in',
  'interface',
  'is',
  'null',
  'object',
  'package',
  'return',
  'super',
  'this',
  'throw',
  'true',
  'try',
  'typealias',
  'typeof',
  'val',
  'var',
  'when',
  'while',
]);

/** Why a package name cannot be used, or null when it can. */
export function appPackageError(value: string): string | null {
  if (!PACKAGE.test(value) || value.split('.').some((s) => KOTLIN_KEYWORDS.has(s)))
    return 'Enter your app’s package in lower case with at least two parts, such as com.acme.shop.';
  if (value.length > 150) return 'The package name can be at most 150 characters.';
  return null;
}

/** The generate function's options for an app package. */
export function generatorOptions(appPackage: string): {
  packageName: string;
  resourcePackage: string;
} {
  return { packageName: `${appPackage}.ui`, resourcePackage: appPackage };
}
