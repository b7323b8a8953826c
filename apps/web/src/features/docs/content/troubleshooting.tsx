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
    fix: 'Check your usage on the dashboard. Starter users with a card pay per extra generation up to their monthly limit, which they raise on the Billing page; the plugin charges them only if the Account page allows it. Pro users can buy 200 more from the upgrade page.',
  },
  {
    title: 'The plugin says you already have generations waiting',
    fix: 'Your generations run one at a time, with at most two more waiting, so everyone gets a turn. Wait for the running one to finish, then generate again.',
  },
  {
    title: 'The design is too large or too complex to convert',
    fix: 'A generation may send at most 50 MB, run for a minute and use a bounded amount of memory, and no single text or shape may exceed 1 MB. Select a smaller frame, or export fewer assets. Nothing is counted for a refused design.',
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
    fix: "Google Fonts are downloaded at run time: add the dependency androidx.compose.ui:ui-text-google-fonts (the generated res/values/font_certs.xml trusts the provider); until a font has loaded, the device font of the same kind is shown. Other fonts are named in the warnings with the res/font files to add; add them and set the texts' fontFamily to a FontFamily of them.",
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
          <Link to="/report-issue">report an issue</Link> with a screenshot of the frame and the
          generated code.
        </p>
      </div>
    </>
  );
}
