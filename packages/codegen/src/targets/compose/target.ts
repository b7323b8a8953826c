import { InvalidOptionError } from '../../errors.ts';
import type { Target } from '../target.ts';
import { drawableNames, nameDrawables, writeDrawables } from './drawables.ts';
import { emitCompose, type EmitOptions } from './emit.ts';
import { isKotlinKeyword } from './names.ts';
import { composeWords } from './widgets.ts';

const packagePattern = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;

/** Lower-case dotted segments, none a Kotlin keyword (`package com.object.ui` does not compile). */
const usablePackage = (name: string) =>
  packagePattern.test(name) && !name.split('.').some(isKotlinKeyword);

/**
 * Jetpack Compose with Material3 for Android: a Kotlin file per screen and
 * component, a theme, and drawables under `res/drawable`. Paths are relative
 * to an Android source set (`app/src/main`).
 */
export const composeTarget: Target<EmitOptions> = {
  name: 'compose',
  displayName: 'Jetpack Compose (Material3)',
  words: composeWords,
  options(given) {
    const packageName =
      typeof given.packageName === 'string' ? given.packageName : 'com.example.figma';
    if (!usablePackage(packageName))
      throw new InvalidOptionError(
        `Invalid Kotlin package name: ${packageName} (use lower-case segments that are not Kotlin keywords, such as com.acme.ui).`,
      );
    const resourcePackage =
      typeof given.resourcePackage === 'string' ? given.resourcePackage : packageName;
    if (!usablePackage(resourcePackage))
      throw new InvalidOptionError(
        `Invalid resource package name: ${resourcePackage} (use lower-case segments that are not Kotlin keywords, such as com.acme.app).`,
      );
    return { packageName, resourcePackage, instrument: given.instrument === true };
  },
  async render(plan, { options, warnings, stage }) {
    stage('writing drawables');
    const { drawables, nameOf } = nameDrawables(plan);
    const { files: resources, failed } = await writeDrawables(drawables, warnings);
    stage('writing Kotlin');
    const kotlin = emitCompose(plan, drawableNames(plan, nameOf, failed), warnings, options);
    return { files: [...kotlin.files, ...resources], tags: kotlin.tags, flow: kotlin.flow };
  },
};
