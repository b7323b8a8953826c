import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { useOnline } from '@/lib/use-online';

export const OFFLINE_BANNER_TEXT =
  "You're offline. Nothing can be loaded or saved until your connection is back.";
export const BACK_ONLINE_TEXT = "You're back online.";

/** A bar across the bottom of every page while the browser has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast.info(BACK_ONLINE_TEXT);
    }
  }, [online]);
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <svg
        viewBox="0 0 20 20"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 7.5a12 12 0 0 1 16 0M5 10.5a8 8 0 0 1 10 0M8 13.5a4 4 0 0 1 4 0M3 3l14 14" />
      </svg>
      <span>{OFFLINE_BANNER_TEXT}</span>
    </div>
  );
}
