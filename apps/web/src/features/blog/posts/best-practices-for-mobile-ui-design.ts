import type { BlogPost } from './types';

export const bestPracticesForMobileUiDesign: BlogPost = {
  id: 2,
  slug: 'best-practices-for-mobile-ui-design',
  title: 'Best Practices for Mobile UI Design That Developers Will Thank You For',
  excerpt:
    'Designs that are easy to build are also easier to maintain, test and translate. Ten habits for Figma files that turn into clean, adaptive Jetpack Compose screens.',
  date: '2025-02-18',
  category: 'Design',
  image: '/blog/best-practices-for-mobile-ui-design.svg',
  author: 'The FrameToCode team',
  content: [
    {
      type: 'p',
      text: 'A mobile screen lives a hard life. It is shown on phones from 320 to 480 dp wide, in portrait and landscape, with the system font scaled up to 200 percent, in a dozen languages and in dark mode. A Figma frame shows one of those situations. The best mobile designs are the ones that make the other situations obvious, so that whoever builds the screen, whether a developer or a code generator, makes the right decision without a meeting.',
    },
    {
      type: 'p',
      text: 'These are the habits we see in files that convert cleanly into Jetpack Compose, collected from thousands of generations run through FrameToCode. None of them is specific to our tool; they make any handoff smoother.',
    },
    { type: 'h2', text: '1. Use auto layout for everything that flows' },
    {
      type: 'p',
      text: 'Auto layout is the single most important habit. A frame with vertical auto layout, 16 px gaps and 24 px padding says exactly what a `Column` with `Arrangement.spacedBy(16.dp)` and `padding(24.dp)` says. A frame where the same layers are positioned by hand says only where things happened to be on one artboard, and the developer has to guess the rules.',
    },
    {
      type: 'p',
      text: 'Reserve absolute positioning for things that genuinely overlap, such as a badge on an avatar or a floating action button, and wrap them in a frame so the overlap is explicit.',
    },
    { type: 'h2', text: '2. Decide how each element resizes' },
    {
      type: 'p',
      text: 'For every layer inside an auto layout frame, Figma lets you choose fixed, hug or fill. These map directly to `size`, wrap-content and `fillMaxWidth` or `weight(1f)`. Set them deliberately. A button that should stretch across the screen must be set to fill; otherwise it will be generated, and built by hand, with a fixed width that looks wrong on every phone but the one in the mock.',
    },
    { type: 'h2', text: '3. Build on an 8 dp grid' },
    {
      type: 'p',
      text: 'Spacing values of 4, 8, 12, 16, 24 and 32 read as intentional. Values like 13 or 17 read as accidents, and developers will quietly round them, which means the shipped app drifts from the design. A consistent grid also makes it possible to pull spacing into named tokens later.',
    },
    { type: 'h2', text: '4. Make touch targets at least 48 dp' },
    {
      type: 'p',
      text: 'Material guidelines ask for touch targets of at least 48 by 48 dp, even when the visible icon is 24 dp. Draw the target in the design: give icon buttons a 48 dp frame with the icon centred. If a button is drawn smaller, the generated code lays it out at the size you drew, so it sits exactly where the design puts it; Android still widens its touch area to 48 dp, but only into space no other control claims, so small buttons packed close together become hard to hit for users with larger fingers or motor impairments.',
    },
    { type: 'h2', text: '5. Use styles for colour and type' },
    {
      type: 'p',
      text: 'Named colour and text styles become your theme. When the headline style is called `Headline/Medium` and the brand colour `Primary`, generated code can say `MaterialTheme.typography.headlineMedium` and `MaterialTheme.colorScheme.primary` instead of hard-coding `Color(0xFF4F46E5)` in forty places. That one habit is what makes dark mode and rebranding possible later.',
    },
    { type: 'h2', text: '6. Design with real content' },
    {
      type: 'p',
      text: 'Placeholder names like "John Doe" are always short. Real names, prices, addresses and translated strings are not. Put the longest realistic value in at least one list item and decide what happens: does the text wrap, truncate with an ellipsis, or push the price onto a second line? Write the answer into the design by setting the text layer\'s resizing and line limit.',
    },
    { type: 'h2', text: '7. Plan for large fonts' },
    {
      type: 'p',
      text: 'Around a quarter of Android users change the default font size. Text in Compose is measured in `sp`, which scales with that setting, so a layout that fits perfectly at 100 percent may overflow at 130. Avoid fixed heights on anything containing text, and check your key screens with the text size turned up.',
    },
    { type: 'h2', text: '8. Turn repeated things into components' },
    {
      type: 'p',
      text: 'If a list row appears three times, make it a component with variants for its states. Components become composable functions, and instance overrides become parameters. Without components, the same row is generated three times and any later change has to be made three times too.',
    },
    {
      type: 'code',
      language: 'kotlin',
      title: 'A Figma component with two text overrides',
      code: '@Composable\nfun SettingsRow(\n    title: String,\n    summary: String,\n    modifier: Modifier = Modifier,\n) {\n    Column(\n        modifier = modifier\n            .fillMaxWidth()\n            .heightIn(min = 56.dp)\n            .padding(horizontal = 16.dp, vertical = 12.dp),\n    ) {\n        Text(text = title, style = MaterialTheme.typography.bodyLarge)\n        Text(\n            text = summary,\n            style = MaterialTheme.typography.bodyMedium,\n            color = MaterialTheme.colorScheme.onSurfaceVariant,\n        )\n    }\n}',
    },
    { type: 'h2', text: '9. Name your layers' },
    {
      type: 'p',
      text: 'Layer names are free documentation. "Frame 218" tells a developer nothing; "Checkout summary" tells them what the composable should be called and what it is for. Names also survive into the generated code, so five minutes of renaming saves a round of renaming in Android Studio.',
    },
    { type: 'h2', text: '10. Show the states, not just the happy path' },
    {
      type: 'p',
      text: 'Every screen that loads data has at least four states: loading, empty, error and content. Forms have disabled, focused and invalid fields. Design each of them, even roughly, next to the main frame. Developers will build them either way; the only question is whether they match the rest of the design.',
    },
    { type: 'h2', text: 'Accessibility is part of the design' },
    {
      type: 'p',
      text: 'Colour contrast of at least 4.5:1 for body text, labels that make sense when read aloud, and a focus order that follows the visual order are design decisions before they are engineering tasks. Note the content description for each meaningful icon in the design file; it becomes the `contentDescription` argument in Compose and the label TalkBack reads.',
    },
    { type: 'h2', text: 'Putting it together' },
    {
      type: 'p',
      text: 'None of these practices slows a designer down for long, and together they remove most of the back-and-forth of a handoff. They are also exactly what a code generator needs to produce code that looks hand-written. If you want to see the difference on your own files, [install the plugin](/docs#figma-plugin), run it on a frame before and after a tidy-up, and compare the two results.',
    },
  ],
};
