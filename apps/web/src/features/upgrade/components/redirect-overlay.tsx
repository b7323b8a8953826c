import { Spinner } from '@/components/ui/spinner';

/** Full-screen notice while the browser leaves for the payment provider's checkout. */
export function RedirectOverlay() {
  return (
    <div className="upgrade-redirect" role="status" aria-live="assertive">
      <Spinner size="lg" />
      <p>Redirecting to checkout...</p>
    </div>
  );
}
