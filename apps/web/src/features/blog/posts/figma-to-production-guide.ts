import type { BlogPost } from './types';

export const figmaToProductionGuide: BlogPost = {
  id: 3,
  slug: 'figma-to-production-guide',
  title: 'From Figma to Production: A Step-by-Step Guide to Shipping a Compose Screen',
  excerpt:
    'A complete walkthrough of taking one screen from a Figma frame to a tested, accessible Jetpack Compose screen in a real Android app, with the generated code as the starting point.',
  date: '2025-01-27',
  category: 'Tutorial',
  image: '/blog/figma-to-production-guide.svg',
  author: 'The FrameToCode team',
  content: [
    {
      type: 'p',
      text: 'Generating code from a design is the start of the job, not the end. This guide follows one screen, the profile page of a fictional running app, from the Figma frame to a production build: preparing the design, generating the Compose code, integrating it into the project, connecting state, and checking it before release. Each step lists what to look for, so you can apply the same routine to your own screens.',
    },
    { type: 'h2', text: 'Step 1: Prepare the frame' },
    {
      type: 'p',
      text: 'Open the design and look at the frame the way a layout engine would. The profile screen has a header with an avatar and name, a row of three statistics, and a list of recent runs. Before generating anything, check three things.',
    },
    {
      type: 'ul',
      items: [
        'The frame and every group inside it use **auto layout**, so spacing and alignment are rules rather than coordinates.',
        'The run list item is a **component**, with the date, distance and pace as text properties.',
        "Colours and text use the file's **styles**, so they will land in the theme instead of being hard-coded.",
      ],
    },
    {
      type: 'p',
      text: 'Rename the layers that matter: "Profile header", "Stats row", "Run item". Those names become the names of the generated functions. If you only have view access to the file, duplicate it to your drafts or use Dev Mode; the plugin needs to read every layer of the frame.',
    },
    { type: 'h2', text: 'Step 2: Generate' },
    {
      type: 'p',
      text: "Select the frame, open **Plugins → FrameToCode** and click Generate. For this screen the plugin produces `ProfileScreen.kt`, `RunItem.kt`, `StatBlock.kt`, a `Theme.kt` and two drawables for the avatar placeholder and the route thumbnail. Read the warnings panel first: here it notes that the header's background blur has no direct Compose equivalent and was replaced by a translucent fill.",
    },
    {
      type: 'code',
      language: 'kotlin',
      title: 'ProfileScreen.kt (generated, shortened)',
      code: '@Composable\nfun ProfileScreen(modifier: Modifier = Modifier) {\n    Column(\n        modifier = modifier\n            .fillMaxSize()\n            .background(MaterialTheme.colorScheme.background),\n    ) {\n        ProfileHeader()\n        StatsRow(modifier = Modifier.padding(horizontal = 16.dp))\n        Text(\n            text = "Recent runs",\n            style = MaterialTheme.typography.titleMedium,\n            modifier = Modifier.padding(16.dp),\n        )\n        RunItem(date = "Mon, 13 Jan", distance = "8.2 km", pace = "5:12 /km")\n        RunItem(date = "Sat, 11 Jan", distance = "21.1 km", pace = "5:40 /km")\n        RunItem(date = "Thu, 9 Jan", distance = "5.0 km", pace = "4:58 /km")\n    }\n}',
    },
    { type: 'h2', text: 'Step 3: Add it to the project' },
    {
      type: 'p',
      text: 'Copy the files into a feature package such as `ui/profile`, put the drawables into `res/drawable`, and make sure the module has Compose enabled with the compiler extension 1.5.5 and Material3 1.2.0, as described in the [integration guide](/docs#integration). If the project already has a theme, delete the generated `Theme.kt` and let the screen use yours: because the generated code refers to `MaterialTheme` roles rather than raw colours, it picks up your palette automatically.',
    },
    {
      type: 'p',
      text: 'Open `ProfileScreen.kt` and check the preview. It should match the design closely. If something is off, it is usually faster to fix the Figma frame and regenerate than to patch the code by hand, because the next design change will bring the same problem back.',
    },
    { type: 'h2', text: 'Step 4: Hoist the state' },
    {
      type: 'p',
      text: "The generated screen shows the design's sample data. To make it real, turn the values into parameters. Define a small UI state class, pass it in, and replace the three hard-coded run items with a `LazyColumn` so long histories scroll efficiently.",
    },
    {
      type: 'code',
      language: 'kotlin',
      title: 'ProfileScreen.kt (after hoisting state)',
      code: 'data class ProfileUiState(\n    val name: String,\n    val totalDistance: String,\n    val runs: List<RunSummary>,\n)\n\n@Composable\nfun ProfileScreen(\n    state: ProfileUiState,\n    onRunClick: (RunSummary) -> Unit,\n    modifier: Modifier = Modifier,\n) {\n    LazyColumn(modifier = modifier.fillMaxSize()) {\n        item { ProfileHeader(name = state.name) }\n        item { StatsRow(totalDistance = state.totalDistance) }\n        items(state.runs, key = { it.id }) { run ->\n            RunItem(\n                date = run.date,\n                distance = run.distance,\n                pace = run.pace,\n                modifier = Modifier.clickable { onRunClick(run) },\n            )\n        }\n    }\n}',
    },
    {
      type: 'p',
      text: 'A view model exposes `ProfileUiState` as a `StateFlow`, and the navigation destination collects it with `collectAsStateWithLifecycle()`. The screen itself stays stateless, which keeps the preview working: give the preview function a sample state and it renders without a device.',
    },
    { type: 'h2', text: 'Step 5: Make it accessible' },
    {
      type: 'p',
      text: "Generated layouts carry the design's structure, but some accessibility information only a person can supply. Walk through the screen with TalkBack and check:",
    },
    {
      type: 'ol',
      items: [
        'Every meaningful image has a `contentDescription`; decorative ones have `null`.',
        'Each run item is read as one unit. Add `Modifier.semantics(mergeDescendants = true)` so TalkBack says "Monday, 8.2 kilometres, 5 minutes 12 per kilometre" instead of three separate stops.',
        'Clickable rows are at least 48 dp tall.',
        'The screen still works with the font size at 200 percent: no text is clipped and nothing overlaps.',
      ],
    },
    { type: 'h2', text: 'Step 6: Test it' },
    {
      type: 'p',
      text: 'Because the screen is stateless, it is easy to test with the Compose testing library. Render it with a known state, assert that the runs are shown, and check that clicking a row calls the callback. Screenshot tests of the preview states, such as empty, one run and a long history, catch layout regressions when the design changes later.',
    },
    { type: 'h2', text: 'Step 7: Handle design changes' },
    {
      type: 'p',
      text: 'Designs change after a screen ships. When the designer moves the statistics below the list, regenerate the frame and compare the new output with the original generated file, not with your edited version. The diff shows exactly what changed in the design, and you apply that to your stateful version. Keeping the untouched generated file in a separate folder, or in your commit history, makes this a five-minute job.',
    },
    { type: 'h2', text: 'The checklist' },
    {
      type: 'ul',
      items: [
        'Frame uses auto layout, components and styles; layers are named.',
        'Warnings in the plugin reviewed.',
        'Files in a feature package, drawables in `res/drawable`, theme merged.',
        'State hoisted into parameters; lists are lazy.',
        'TalkBack, touch targets and large fonts checked.',
        'Tests and screenshot tests for the main states.',
      ],
    },
    {
      type: 'p',
      text: 'Following this routine, most teams get from a finished design to a reviewed, tested screen in an afternoon. The generated code removes the tedious part; the steps above make sure what remains is done properly. Ready to try it? [Create a free account](/signup) and generate your first screen.',
    },
  ],
};
