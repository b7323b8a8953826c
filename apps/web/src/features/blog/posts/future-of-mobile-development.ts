import type { BlogPost } from './types';

export const futureOfMobileDevelopment: BlogPost = {
  id: 1,
  slug: 'future-of-mobile-development',
  title: 'The Future of Mobile Development: AI in the Design-to-Code Workflow',
  excerpt:
    'Machine learning will not replace mobile developers, but it is already changing which parts of the job take the most time. Here is where AI helps in turning designs into Compose code, and where it still needs a human.',
  date: '2025-03-12',
  category: 'AI & Automation',
  image: '/blog/future-of-mobile-development.svg',
  author: 'The FrameToCode team',
  aiTopic: true,
  content: [
    {
      type: 'p',
      text: "Every few months a demo goes viral: someone sketches an app on a napkin, points a model at it, and a working screen appears. The demos are real, but they hide the part that matters to anyone shipping an Android app for a living. Generating a screen once is easy. Generating a screen that fits into an existing codebase, follows the team's conventions and survives the next design revision is the hard part, and it is where the interesting work in AI-assisted development is happening.",
    },
    {
      type: 'p',
      text: 'This post looks at where machine learning genuinely helps in the design-to-code workflow, where deterministic tools are still the better answer, and what we expect the day-to-day work of a mobile developer to look like in a few years.',
    },
    { type: 'h2', text: 'Where the time actually goes' },
    {
      type: 'p',
      text: 'Ask a mobile team where a new screen spends its time and the answer is rarely "writing the layout". The layout is tedious but predictable. The time goes into the gaps: clarifying what happens when a name is forty characters long, deciding which spacing values are intentional and which are accidents of a designer dragging a layer, and reconciling the design\'s idea of a button with the button component the app already has.',
    },
    {
      type: 'p',
      text: "That matters because it tells us what automation should aim at. A tool that types `Column` and `Row` faster than a human saves minutes. A tool that recognises that three layers are the same list item, that a frame is a Material3 `TopAppBar`, and that a colour is the theme's `primary` saves the hours spent on interpretation.",
    },
    { type: 'h2', text: 'What models are good at' },
    {
      type: 'p',
      text: 'Large models are excellent at recognition and naming. Given a tree of Figma layers called "Frame 427" and "Rectangle 12", a model can usually tell that the frame is a product card and the rectangle is its thumbnail, and it can propose names a developer would actually use. Naming sounds cosmetic, but `ProductCard(title, price, thumbnail)` is the difference between code you keep and code you rewrite.',
    },
    {
      type: 'ul',
      items: [
        '**Component recognition**: spotting that a group of layers is a text field, a chip or a bottom navigation bar, so the generator can use the Material3 component instead of drawing boxes.',
        '**Intent over pixels**: guessing that 15 px and 16 px gaps in the same list are both meant to be 16, and that a frame pinned to both edges should fill the width.',
        '**Naming and structure**: turning layer soup into functions and parameters with meaningful names.',
        '**Explaining the result**: summarising what was generated and what needs attention, in words a reviewer can scan.',
      ],
    },
    { type: 'h2', text: 'What models are bad at' },
    {
      type: 'p',
      text: 'Models are probabilistic. Ask the same question twice and you may get two different answers, both plausible. For a layout engine that is a serious problem: if regenerating a screen after a one-word copy change reshuffles half the modifiers, the diff is unreviewable and the team stops trusting the tool.',
    },
    {
      type: 'p',
      text: 'Models are also weak at exact arithmetic and at respecting constraints they cannot see. They will confidently produce a padding of 13.5 dp, import a component that does not exist in Material3 1.2.0, or call an API that was renamed two releases ago. None of these errors is hard to fix, but each one costs a developer the confidence that the code compiles as generated.',
    },
    {
      type: 'quote',
      text: 'The useful question is not "can AI write this screen?" but "which decisions can we hand to a model, and which must stay exact and repeatable?"',
    },
    { type: 'h2', text: 'A hybrid pipeline' },
    {
      type: 'p',
      text: 'The approach we believe in, and the one FrameToCode follows, separates the two kinds of work. A deterministic pipeline handles everything that has a right answer: reading the Figma node tree, turning auto layout into `Column`, `Row` and `Arrangement.spacedBy`, converting sizes, colours, strokes and corner radii, and emitting Kotlin that compiles. The same frame always produces the same code, so regenerating after a design change gives a small, readable diff.',
    },
    {
      type: 'p',
      text: 'Intelligence is applied at the edges, where a wrong guess is cheap and easy to review: suggesting names, recognising that a frame is a known component, and flagging layers that will not translate well, such as background blurs or absolutely positioned overlays. Suggestions are visible and can be turned off; they never silently change the layout.',
    },
    {
      type: 'code',
      language: 'kotlin',
      title: 'Deterministic layout, suggested names',
      code: '@Composable\nfun OrderSummaryCard(\n    itemCount: String,\n    total: String,\n    modifier: Modifier = Modifier,\n) {\n    Card(modifier = modifier.fillMaxWidth()) {\n        Row(\n            modifier = Modifier.padding(16.dp),\n            horizontalArrangement = Arrangement.SpaceBetween,\n        ) {\n            Text(text = itemCount, style = MaterialTheme.typography.bodyLarge)\n            Text(text = total, style = MaterialTheme.typography.titleMedium)\n        }\n    }\n}',
    },
    { type: 'h2', text: 'What changes for developers' },
    {
      type: 'p',
      text: "If layout translation becomes a solved, boring step, the developer's job shifts towards the things that were always the real work: state, data flow, accessibility, performance and the awkward edge cases designs do not show. We already see this with teams using FrameToCode. The first hour of a new feature used to be spent rebuilding the mock in Compose; now it is spent hoisting state out of a generated screen and wiring it to a view model.",
    },
    {
      type: 'p',
      text: "Review becomes more important, not less. Generated code should be read like a colleague's pull request: does it use the app's theme, are the semantics right for TalkBack, are lists lazy where they need to be? Tools can help by generating previews and by being predictable, but the judgement stays with the team.",
    },
    { type: 'h2', text: 'What changes for designers' },
    {
      type: 'p',
      text: 'Designers gain a faster feedback loop. When a frame turns into a running screen in under a minute, questions like "does this layout survive a long German translation?" can be answered on a device the same afternoon. The designs that convert best are also the ones that are easiest to maintain in Figma: auto layout everywhere, components for anything repeated, and named styles for colour and type. Good design hygiene and good generated code turn out to be the same thing.',
    },
    { type: 'h2', text: 'Looking ahead' },
    {
      type: 'p',
      text: "Three developments look likely over the next few years. First, generators will understand design systems, mapping a company's Figma library directly onto its Compose component library instead of onto raw Material3. Second, the round trip will close: changes made in code, such as a renamed string or a tweaked padding, will flow back to the design file as suggestions. Third, multiplatform output will mature, with the same frame producing Compose for Android and SwiftUI for iOS from one intermediate representation.",
    },
    {
      type: 'p',
      text: 'None of this removes the need for people who understand how apps behave. It removes the part of the job nobody enjoyed. If you want to see where the workflow is today, [read the documentation](/docs) or [create a free account](/signup) and run the plugin on one of your own frames.',
    },
  ],
};
