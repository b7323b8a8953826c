import { Link } from 'react-router';
import { FLOW_METERING_RULE } from '@app/shared/generate';
import { SUPPORT_EMAIL } from '@app/shared/site';

const QUESTIONS = [
  {
    q: 'Which platforms are supported?',
    a: (
      <>
        Android with Kotlin and Jetpack Compose (Material3). iOS with SwiftUI has been announced and
        is coming soon.
      </>
    ),
  },
  {
    q: 'How accurate is the generated code?',
    a: (
      <>
        Every generation is compiled against the real Jetpack Compose and rendered, and its page
        shows the render beside your frame with a layer score: see how accuracy is measured under{' '}
        <a href="#code-generation">Code Generation</a>. Auto layout gives the closest results;
        absolutely positioned layers and unusual effects need more review. Always run the preview
        before shipping.
      </>
    ),
  },
  {
    q: 'Can I customise the output?',
    a: (
      <>
        The generated code is plain Kotlin that you own: rename, restructure and restyle it freely.
        Pro adds advanced code settings in the plugin, such as the package name and whether to
        generate a theme. See <Link to="#integration">Integration</Link> for wiring the code into
        your app.
      </>
    ),
  },
  {
    q: 'I lost my authenticator app. How do I sign in?',
    a: (
      <>
        At the code step after your password, choose <strong>Use a recovery code</strong> and enter
        one of the ten codes you saved when you turned two-factor authentication on; each works
        once. Without codes, choose <strong>I lost my authenticator</strong>: we email a one-time
        link that turns two-factor authentication off. You can make new codes in Account Settings at
        any time.
      </>
    ),
  },
  {
    q: 'How do I sign out of the plugin or another computer?',
    a: (
      <>
        Account Settings lists under <strong>Sessions</strong> every browser and Figma plugin signed
        in to your account, with the device and when it was last active; sign any of them out there,
        or choose <strong>Sign out everywhere</strong>. Logging out of the website signs out that
        browser only.
      </>
    ),
  },
  {
    q: 'What counts as a generation?',
    a: (
      <>
        Each click on Generate for a frame counts as one generation, including regenerating a frame
        after a change. {FLOW_METERING_RULE}
      </>
    ),
  },
  {
    q: 'What happens when I run out of generations?',
    a: (
      <>
        On Starter, with a card saved on the upgrade page, each extra generation costs $0.40,
        charged at the end of the month, up to a monthly limit you choose on the Billing page ($20,
        or 50 extra generations, unless you change it). The Figma plugin only charges extra
        generations if you allow it on the Account page. On Pro you can buy packs of 200 more from
        the upgrade page, up to 1,000 a month. Purchased generations roll over; the monthly
        allowance resets at the start of each billing period.
      </>
    ),
  },
  {
    q: 'Do you store my designs?',
    a: (
      <>
        We process the selected frame to generate code and keep a record of the generation (its
        name, type and date) for your history. See the <Link to="/privacy">privacy policy</Link> for
        details.
      </>
    ),
  },
  {
    q: 'Can I change or cancel my plan?',
    a: (
      <>
        Yes, from the Billing page. Plan changes take effect at the next billing cycle. Payments are
        non-refundable, so a cancelled plan stays active until the end of the period you paid for.
      </>
    ),
  },
  {
    q: 'How do I get help?',
    a: (
      <>
        Read <Link to="#troubleshooting">Troubleshooting</Link>, ask on our Discord, or email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Technical support by email is
        included for paying account holders.
      </>
    ),
  },
];

export function Faq() {
  return (
    <>
      <p className="docs-lead">Answers to the questions we hear most.</p>
      <div className="docs-faq">
        {QUESTIONS.map((item) => (
          <details key={item.q} className="docs-faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </>
  );
}
