import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir } from '@app/compose-renderer/jvm';
import { generate } from '../src/index.ts';
import { flowFixture } from './fixtures/flow.ts';
import { playgroundFlowFile } from './fixtures/playground-flow.ts';
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

/** The playground's sample flow (Sign in → Projects → Project details), driven the same way. */
const samplePkg = 'flow.sample';
const sampleDriver = `package ${samplePkg}

import androidx.compose.ui.res.AndroidResourceTable
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.hasClickAction
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.runComposeUiTest
import java.io.File

@OptIn(ExperimentalTestApi::class)
fun main(args: Array<String>) {
    for (arg in args) {
        val (id, file) = arg.split('=', limit = 2)
        AndroidResourceTable.register(id.toInt(), File(file))
    }
    runComposeUiTest {
        setContent { FrameToCodeSampleTheme { FrameToCodeSampleNavHost() } }
        onNodeWithText("Sign in to FrameToCode").assertExists()
        println("start: Sign in shows")
        onNodeWithText("Sign in").performClick()
        onNodeWithText("Your projects").assertExists()
        println("navigate: Sign in -> Projects")
        onNodeWithText("Checkout redesign").performClick()
        onNodeWithText("Three screens, last edited 2 hours ago.").assertExists()
        println("navigate: Projects -> Project details")
        onNode(hasClickAction()).performClick()
        onNodeWithText("Your projects").assertExists()
        onNodeWithText("Three screens, last edited 2 hours ago.").assertDoesNotExist()
        println("back: the back arrow returns to Projects")
    }
}
`;

/** Runs a compiled driver's main in a JVM of its own; returns the lines it printed. */
function drive(
  job: { classes: string; resources: { id: number; file: string }[] },
  mainClass: string,
): { status: number | null; steps: string[]; output: string } {
  const classpath = [
    job.classes,
    join(packageDir, 'target', 'compose-renderer-0.1.0.jar'),
    readFileSync(join(packageDir, 'target', 'classpath.txt'), 'utf8').trim(),
  ].join(':');
  const run = spawnSync(
    process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java',
    [
      '-Djava.awt.headless=true',
      '-Xmx1g',
      '-cp',
      classpath,
      mainClass,
      ...job.resources.map((r) => `${r.id}=${r.file}`),
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, FONTCONFIG_FILE: join(packageDir, 'fonts', 'fonts.conf') },
      timeout: 240_000,
    },
  );
  return {
    status: run.status,
    steps: run.stdout.split('\n').filter(Boolean),
    output: `${run.stdout}\n${run.stderr.slice(-4000)}`,
  };
}

describe("a generated flow navigates, driven by Compose's desktop UI test API", () => {
  let job: { classes: string; resources: { id: number; file: string }[] } | undefined;

  beforeAll(async () => {
    const f = flowFixture();
    const checkout = outputOf(
      pkg,
      await generate(f.file, { flow: [f.sectionId], packageName: pkg }),
    );
    checkout.files = [
      ...checkout.files,
      { path: `java/${pkg.replace(/\./g, '/')}/FlowNavigationTest.kt`, contents: driver },
    ];
    const sample = outputOf(
      samplePkg,
      await generate(playgroundFlowFile(), { flow: ['209:1'], packageName: samplePkg }),
    );
    sample.files = [
      ...sample.files,
      {
        path: `java/${samplePkg.replace(/\./g, '/')}/SampleNavigationTest.kt`,
        contents: sampleDriver,
      },
    ];
    const compiled = await compileOutputs(jvm, [checkout, sample], join(work, 'flows'));
    expect(compiled.errors).toEqual([]);
    job = compiled.job;
  }, 600_000);

  it('the four-frame flow: tapping the wired controls shows the next screen, the dialog opens and closes, and back returns', () => {
    if (!job) throw new Error('The flows did not compile.');
    const run = drive(job, `${pkg}.FlowNavigationTestKt`);
    expect(run.status, run.output).toBe(0);
    expect(run.steps).toEqual([
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
  }, 300_000);

  it("the playground's three-screen sample: Sign in leads to Projects, a project to its details, back returns", () => {
    if (!job) throw new Error('The flows did not compile.');
    const run = drive(job, `${samplePkg}.SampleNavigationTestKt`);
    expect(run.status, run.output).toBe(0);
    expect(run.steps).toEqual([
      'start: Sign in shows',
      'navigate: Sign in -> Projects',
      'navigate: Projects -> Project details',
      'back: the back arrow returns to Projects',
    ]);
  }, 300_000);
});
