import { FLOW_METERING_RULE } from '@app/shared/generate';
import { LinkButton } from '@/components/ui/link-button';

const FAQ = [
  {
    q: 'When do plan changes take effect?',
    a: 'Plan changes take effect at the next billing cycle. An upgrade to Pro starts right away with your first payment.',
  },
  {
    q: 'How is a flow of several screens counted?',
    a: FLOW_METERING_RULE,
  },
  {
    q: 'What happens when I run out of generations?',
    a: 'On Starter, each extra generation costs $0.40, charged at the end of the month to the card you saved, up to a monthly limit you choose on Billing ($20, or 50 extra generations, unless you change it). On Pro, you can add 200 more for $20, up to 1,000 per month.',
  },
  {
    q: 'Do purchased generations expire?',
    a: 'Additional generations roll over from month to month and stay usable for one year from purchase. Your base allowance resets each month.',
  },
  {
    q: 'Can I get a refund?',
    a: 'Billing is monthly and non-refundable. You can cancel at any time from Manage Billing; Pro stays active until the end of the period you paid for.',
  },
] as const;

/** The upgrade page's FAQ and its Contact Support link. */
export function UpgradeFaq() {
  return (
    <section className="upgrade-faq" aria-labelledby="upgrade-faq-title">
      <h2 id="upgrade-faq-title">Frequently asked questions</h2>
      <dl>
        {FAQ.map((item) => (
          <div key={item.q} className="upgrade-faq__item">
            <dt>{item.q}</dt>
            <dd>{item.a}</dd>
          </div>
        ))}
      </dl>
      <p className="upgrade-faq__support">
        Still have questions?{' '}
        <LinkButton to="/contact" variant="secondary" size="sm">
          Contact Support
        </LinkButton>
      </p>
    </section>
  );
}
