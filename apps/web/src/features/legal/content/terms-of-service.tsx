import { Link } from 'react-router';
import { MINIMUM_AGE } from '@app/shared/limits';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@app/shared/site';
import type { LegalSection } from '../components/legal-document';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export const TERMS_INTRO = (
  <p>
    These terms are an agreement between you and {PRODUCT_NAME} for the use of our website, web app
    and Figma plugin (the &quot;Service&quot;). By creating an account or using the Service you
    accept them. If you use the Service for an organisation, you accept them on its behalf and
    confirm you may do so.
  </p>
);

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'the-service',
    title: 'The Service',
    body: (
      <p>
        {PRODUCT_NAME} converts mobile user-interface designs made in Figma into source code,
        currently Kotlin with Jetpack Compose for Android. Each conversion is a
        &quot;generation&quot;. We may improve, change or discontinue features; if we remove a
        feature you pay for, we will give you reasonable notice.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and accounts',
    body: (
      <ul>
        <li>
          You must be at least {MINIMUM_AGE} years old to use the Service, and old enough to agree
          to these terms where you live.
        </li>
        <li>Give accurate information when you sign up, and keep your email address current.</li>
        <li>
          Keep your password safe. You are responsible for what happens under your account; tell us
          at once if you suspect misuse.
        </li>
        <li>One person per account. Team plans provide seats for several people.</li>
      </ul>
    ),
  },
  {
    id: 'plans-and-billing',
    title: 'Plans, billing and refunds',
    body: (
      <>
        <p>
          The Starter plan is free and includes a limited number of generations; further generations
          are charged per generation at the price shown on our pricing page. Paid plans are billed
          monthly in advance, in US dollars, through our payment processor, and renew automatically
          until cancelled. Extra generation packs are one-time purchases.
        </p>
        <ul>
          <li>
            <strong>No refunds</strong>: payments are non-refundable, including for partly used
            periods and unused generations, except where the law requires otherwise.
          </li>
          <li>
            <strong>Cancellation</strong>: you can cancel at any time from the Billing page; your
            plan stays active until the end of the period you have paid for.
          </li>
          <li>
            <strong>Plan changes</strong> take effect at the start of the next billing cycle.
          </li>
          <li>
            <strong>Price changes</strong>: we will give you at least 30 days&apos; notice by email
            before a new price applies to your subscription. If you do not agree, you may cancel
            before it takes effect.
          </li>
          <li>
            <strong>Failed payments</strong>: if a payment fails, we will tell you and may limit
            paid features until it is settled.
          </li>
          <li>Taxes are added where the law requires.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'allowances',
    title: 'Generation allowances',
    body: (
      <p>
        Each plan includes a monthly allowance of generations that resets at the start of each
        billing period; unused included generations do not carry over. Generations bought as extra
        packs roll over until they expire. Regenerating a frame counts as a new generation.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your designs and code',
    body: (
      <>
        <p>
          You keep all rights to the designs you process and to the code generated from them. You
          give us a limited licence to process your designs only to provide the Service to you. We
          do not use your designs or generated code to train machine-learning models.
        </p>
        <p>
          You confirm that you have the right to use the designs you submit. You are responsible for
          reviewing, testing and maintaining generated code before you use it in production.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>
          Do not use the Service to break the law or to infringe anyone&apos;s intellectual
          property.
        </li>
        <li>
          Do not try to access other users&apos; data, probe or overload our systems, or get around
          usage limits.
        </li>
        <li>Do not resell the Service, share accounts, or use it to build a competing product.</li>
        <li>Do not reverse engineer the Service except where the law allows it.</li>
      </ul>
    ),
  },
  {
    id: 'support',
    title: 'Support',
    body: (
      <p>
        Technical support is provided to paying account holders only, by email at {mail}. We aim to
        reply within two business days; Pro requests are handled with priority. Everyone can use the{' '}
        <Link to="/docs">documentation</Link>, report issues and join our community.
      </p>
    ),
  },
  {
    id: 'figma',
    title: 'Third-party services',
    body: (
      <p>
        The plugin runs inside Figma, and you may sign in with Google or GitHub. Your use of those
        services is governed by their own terms. We are not responsible for their availability or
        for changes they make that affect the plugin.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Our intellectual property',
    body: (
      <p>
        The Service, its software, design and brand belong to {PRODUCT_NAME}. These terms give you a
        personal, non-transferable right to use the Service while your account is in good standing;
        they do not transfer any of our rights to you. Feedback you send us may be used to improve
        the Service without obligation to you.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service and delete your account at any time. We may suspend or close
        accounts that break these terms or put the Service or other users at risk, and will tell you
        why unless the law prevents it. Sections on content ownership, disclaimers and liability
        survive termination.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        The Service is provided &quot;as is&quot;. Generated code is a starting point and may
        contain errors; we do not promise that it is fit for a particular purpose or that the
        Service will be uninterrupted or error-free, to the extent the law allows.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, {PRODUCT_NAME} is not liable for indirect or consequential
        losses, lost profits or lost data, and our total liability for any claim is limited to the
        amount you paid us in the twelve months before the claim. Nothing in these terms limits
        liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will post the new version here with a new date and, for
        significant changes, email you at least 30 days before they take effect. Continuing to use
        the Service after that means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: {mail}. Our <Link to="/privacy">privacy policy</Link> explains
        how we handle personal data.
      </p>
    ),
  },
];
