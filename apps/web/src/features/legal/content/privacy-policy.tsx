import { MINIMUM_AGE } from '@app/shared/limits';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@app/shared/site';
import type { LegalSection } from '../components/legal-document';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

export const PRIVACY_INTRO = (
  <p>
    This policy explains what personal data {PRODUCT_NAME} collects when you use our website, web
    app and Figma plugin (together, the &quot;Service&quot;), why we collect it, who we share it
    with, and the choices and rights you have. We collect only what we need to run the Service, and
    we never sell personal data.
  </p>
);

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <>
        <h3>Data you give us</h3>
        <ul>
          <li>
            <strong>Account data</strong>: your email address and a password (stored only as a
            salted hash), or the email and basic profile your Google or GitHub account shares when
            you sign in with it.
          </li>
          <li>
            <strong>Billing data</strong>: your plan, invoices and payment status. Card details are
            entered on our payment processor&apos;s pages and never reach our servers.
          </li>
          <li>
            <strong>Messages</strong>: what you send through the contact-sales form (name, company,
            country, job title, work email, company size and message), issue reports with any
            attachment, feedback ratings and comments, and emails to support.
          </li>
        </ul>
        <h3>Data created when you use the Service</h3>
        <ul>
          <li>
            <strong>Design data</strong>: when you click Generate, the plugin sends the structure of
            the selected frame (layers, layout, styles, text and embedded images) so we can produce
            code.
          </li>
          <li>
            <strong>Generation records</strong>: the name and type of each generation, when it
            happened and whether it was charged, to count your allowance and show your history.
          </li>
          <li>
            <strong>Plugin link data</strong>: temporary identifiers that connect the Figma plugin
            to your account, deleted once the connection is complete or expired.
          </li>
          <li>
            <strong>Technical data</strong>: IP address, browser type and request logs, kept for
            security and to diagnose faults.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use data',
    body: (
      <ul>
        <li>
          To provide the Service: authenticate you, generate code, count generations and show your
          usage and history.
        </li>
        <li>
          To bill you for paid plans and extra generations, and to keep the records tax law
          requires.
        </li>
        <li>To answer your questions, issue reports and sales enquiries.</li>
        <li>
          To send service emails: account confirmation, password resets, receipts and important
          changes to the Service or these terms. We do not send marketing email without your
          consent.
        </li>
        <li>
          To keep the Service secure, prevent abuse such as automated sign-ups, and fix faults.
        </li>
        <li>
          To improve the Service using aggregated statistics and the feedback you choose to send.
        </li>
      </ul>
    ),
  },
  {
    id: 'design-data',
    title: 'Your designs and generated code',
    body: (
      <>
        <p>
          Design data is processed to produce your code and is not used for any other purpose. We do
          not keep a copy of your frames after the generation is complete, beyond the generation
          record described above, and we do not use your designs or code to train machine-learning
          models.
        </p>
        <p>You own the code generated from your designs.</p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases',
    body: (
      <p>
        Where the GDPR or similar laws apply, we process data to perform our contract with you
        (running your account and the Service), for our legitimate interests (security, fault
        diagnosis and improving the Service, balanced against your rights), to comply with legal
        obligations (billing records), and with your consent where we ask for it, which you may
        withdraw at any time.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    body: (
      <>
        <p>
          We share personal data only with service providers who process it on our behalf under
          written agreements:
        </p>
        <ul>
          <li>our hosting, database and file-storage provider;</li>
          <li>
            our payment processor (Stripe), for subscriptions, one-time purchases and invoices;
          </li>
          <li>our email delivery provider, for service emails;</li>
          <li>
            Google, GitHub and Figma, only when you choose to sign in with them or connect the
            plugin.
          </li>
        </ul>
        <p>
          We may disclose data if the law requires it, or to protect the rights and safety of our
          users and the Service. If {PRODUCT_NAME} is involved in a merger or acquisition, data may
          transfer to the new owner under this policy.
        </p>
      </>
    ),
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: (
      <p>
        Our providers may process data outside your country, including in the United States. Where
        data leaves the European Economic Area or the United Kingdom, we rely on the European
        Commission&apos;s standard contractual clauses or an equivalent safeguard.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <ul>
        <li>
          Account data and generation records: while your account exists, and up to 30 days after
          you delete it.
        </li>
        <li>Billing records: as long as tax and accounting law requires, usually seven years.</li>
        <li>
          Issue reports, attachments, feedback and sales enquiries: up to two years, then deleted.
        </li>
        <li>Request logs: up to 90 days.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is encrypted in transit, passwords are hashed, and each user can read only their own
        records, which the database enforces. Access by our staff is limited to what their work
        requires. No system is perfectly secure; if a breach affects your data, we will tell you and
        the relevant authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use your browser&apos;s local storage to keep you signed in, and a short-lived, strictly
        necessary cookie (ten minutes) to protect the plugin connection against forgery. We do not
        use advertising cookies or third-party trackers.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Depending on where you live, you may have the right to access, correct, delete or export
          your personal data, to object to or restrict processing, and to withdraw consent. You can
          update your email and password in Account Settings and delete your account there at any
          time. For anything else, email {mail}; we reply within 30 days.
        </p>
        <p>You also have the right to complain to your local data protection authority.</p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is not meant for children under {MINIMUM_AGE}, and we do not knowingly collect
        their data. If you believe a child under {MINIMUM_AGE} has created an account, contact us
        and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will post any change on this page with a new effective date, and email account holders
        about significant changes before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: <p>Questions about this policy or your data: {mail}.</p>,
  },
];
