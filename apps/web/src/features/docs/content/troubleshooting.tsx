import { Link } from 'react-router';
import { COMPOSE_COMPILER_EXTENSION_VERSION } from '@app/shared/site';

const PROBLEMS = [
  {
    title: 'The plugin says it cannot read the selection',
    fix: 'You need edit permission on the file. Duplicate it to your drafts, ask the owner for edit access, or run the plugin from Dev Mode.',
  },
  {
    title: 'The sign-in tab does not open or never completes',
    fix: 'Allow pop-ups for figma.com, or copy the link the plugin shows into your browser. If the tab says the request is invalid, close it and start again from the plugin: the link is valid for ten minutes.',
  },
  {
    title: 'Generate is disabled',
    fix: 'Select exactly one frame, component or group. Pages, sections and multiple selections cannot be converted.',
  },
  {
    title: 'You have used all your generations',
    fix: 'Check your usage on the dashboard. Starter users pay per extra generation; Pro users can buy 200 more from the upgrade page.',
  },
  {
    title: 'Gradle fails with a Compose compiler version error',
    fix: `The Compose compiler extension must match your Kotlin version. With kotlinCompilerExtensionVersion ${COMPOSE_COMPILER_EXTENSION_VERSION}, use Kotlin 1.9.20.`,
  },
  {
    title: 'Unresolved reference: painterResource or R.drawable',
    fix: 'Copy the exported assets into app/src/main/res/drawable and make sure the package line at the top of the file matches your project, so R resolves.',
  },
  {
    title: 'The layout differs from the design',
    fix: 'Layers of frames without auto layout become rows and columns where they follow one another, and keep their place by their constraints where they overlap. Set the constraints (left, right, centre, left and right) of layers that should follow an edge or stretch, or use auto layout in Figma, and generate again.',
  },
  {
    title: 'Fonts look different',
    fix: 'Custom fonts are referenced by name but not bundled. Add the font files to res/font and update the FontFamily in the theme.',
  },
];

export function Troubleshooting() {
  return (
    <>
      <p className="docs-lead">Common problems and how to fix them.</p>
      <dl className="docs-problems">
        {PROBLEMS.map((problem) => (
          <div key={problem.title} className="docs-problems__item">
            <dt>{problem.title}</dt>
            <dd>{problem.fix}</dd>
          </div>
        ))}
      </dl>
      <div className="docs-callout">
        <h2>Still stuck?</h2>
        <p>
          Visit the <Link to="/support">support page</Link> to contact us, or{' '}
          <Link to="/report-issue">report an issue</Link> with a screenshot of the frame and the generated code.
        </p>
      </div>
    </>
  );
}
