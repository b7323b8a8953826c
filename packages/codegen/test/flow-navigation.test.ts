import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir } from '@app/compose-renderer/jvm';
import { generate } from '../src/index.ts';
import { flowFixture } from './fixtures/flow.ts';
import { ComposeJvm, compileOutputs, outputOf } from './support/kotlinc.ts';

const work = mkdtempSync(join(tmpdir(), 'codegen-flow-nav-'));
let jvm: ComposeJvm;

beforeAll(() => {
  jvm = ComposeJvm.start();
}, 600_000);
afterAll(async () => {
  await jvm.close();
  rmSync(work, { recursive: true, force: true });
});

const pkg = 'flow.checkout';

/**
 * The test that drives the generated graph, written in Kotlin against Compose's desktop UI test
 * API (runComposeUiTest): it shows the flow's NavHost in its theme, taps the controls the
 * prototype wired, and checks which screen shows. Each step prints a line; a failed check throws.
 */
const driver = `package ${pkg}

import androidx.compose.ui.res.AndroidResourceTable
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performTextInput
import androidx.compose.ui.test.runComposeUiTest
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.hasSetTextAction
import androidx.navigation.NavHostController
import androidx.navigation.compose.rememberNavController
import java.io.File

@OptIn(ExperimentalTestApi::class)
fun main(args: Array<String>) {
    for (arg in args) {
        val (id, file) = arg.split('=', limit = 2)
        AndroidResourceTable.register(id.toInt(), File(file))
    }
    runComposeUiTest {
        lateinit var navController: NavHostController
        setContent {
            navController = rememberNavController()
            ShopTheme { ShopNavHost(navController = navController) }
        }
        onNodeWithText("Welcome back").assertExists()
        println("start: Sign in shows")

        // The entry keeps the text field's state: typing shows in the field.
        onNode(hasSetTextAction()).performTextInput("ada@example.com")
        onNode(hasSetTextAction()).assertTextContains("ada@example.com")
        println("state: the email field keeps what was typed")

        onNodeWithText("Sign in").performClick()
        onNodeWithText("Your orders").assertExists()
        onNodeWithText("Welcome back").assertDoesNotExist()
        println("navigate: Sign in -> Orders")

        onNodeWithText("Order #1024").performClick()
        onNodeWithText("Two items, arriving today.").assertExists()
        println("navigate: Orders -> Order details")

        onNodeWithText("Delete order").performClick()
        onNodeWithText("Delete order?").assertExists()
        println("overlay: the Delete order? dialog opens over Order details")

        onNodeWithText("Cancel").performClick()
        onNodeWithText("Delete order?").assertDoesNotExist()
        onNodeWithText("Two items, arriving today.").assertExists()
        println("close: Cancel closes the dialog")

        // The back arrow is an image with no text: the one clickable on the screen that is not the button.
        onNode(hasClickAction() and !hasText("Delete order")).performClick()
        onNodeWithText("Your orders").assertExists()
        onNodeWithText("Two items, arriving today.").assertDoesNotExist()
        println("back: the back arrow returns to Orders")

        onNodeWithText("Order #1024").performClick()
        onNodeWithText("Delete order").performClick()
        onNodeWithText("Delete").performClick()
        onNodeWithText("Your orders").assertExists()
        onNodeWithText("Delete order?").assertDoesNotExist()
        println("navigate from the dialog: Delete closes it and shows Orders")

        runOnIdle { navController.popBackStack() }
        onNodeWithText("Two items, arriving today.").assertExists()
        runOnIdle { navController.popBackStack() }
        runOnIdle { navController.popBackStack() }
        onNodeWithText("Welcome back").assertExists()
        onNode(hasSetTextAction()).assertTextContains("ada@example.com")
        println("back stack: back returns through the screens to Sign in, its state kept")
    }
}
`;

describe('a generated flow navigates, driven by Compose\'s desktop UI test API', () => {
  it(
    'tapping the wired controls shows the next screen, the dialog opens and closes, and back returns',
    async () => {
      const f = flowFixture();
      const result = await generate(f.file, { flow: [f.sectionId], packageName: pkg });
      const out = outputOf(pkg, result);
      out.files = [...out.files, { path: `java/${pkg.replace(/\./g, '/')}/FlowNavigationTest.kt`, contents: driver }];
      const { job, errors } = await compileOutputs(jvm, [out], join(work, 'checkout'));
      expect(errors).toEqual([]);
      const classpath = [job.classes, join(packageDir, 'target', 'compose-renderer-0.1.0.jar'), readFileSync(join(packageDir, 'target', 'classpath.txt'), 'utf8').trim()].join(':');
      const run = spawnSync(
        process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java',
        ['-Djava.awt.headless=true', '-Xmx1g', '-cp', classpath, `${pkg}.FlowNavigationTestKt`, ...job.resources.map((r) => `${r.id}=${r.file}`)],
        { encoding: 'utf8', env: { ...process.env, FONTCONFIG_FILE: join(packageDir, 'fonts', 'fonts.conf') }, timeout: 240_000 },
      );
      const steps = run.stdout.split('\n').filter(Boolean);
      expect(run.status, `${run.stdout}\n${run.stderr.slice(-4000)}`).toBe(0);
      expect(steps).toEqual([
        'start: Sign in shows',
        'state: the email field keeps what was typed',
        'navigate: Sign in -> Orders',
        'navigate: Orders -> Order details',
        'overlay: the Delete order? dialog opens over Order details',
        'close: Cancel closes the dialog',
        'back: the back arrow returns to Orders',
        'navigate from the dialog: Delete closes it and shows Orders',
        'back stack: back returns through the screens to Sign in, its state kept',
      ]);
    },
    600_000,
  );
});

