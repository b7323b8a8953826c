import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { clearAuthNotice, readAuthNotice } from '@/lib/auth/auth-notice';

/**
 * The stored auth notice, read when the page is reached and cleared at
 * once, so it shows once. Re-read on each navigation to the page, since a sign-out can
 * redirect to the page the user is already on.
 */
export function useStoredNotice(): string | null {
  const location = useLocation();
  const [notice, setNotice] = useState<{ key: string; text: string | null }>(() => ({
    key: location.key,
    text: readAuthNotice(),
  }));

  if (notice.key !== location.key) {
    const text = readAuthNotice();
    setNotice({ key: location.key, text: text ?? notice.text });
  }

  useEffect(() => {
    if (notice.text !== null) clearAuthNotice();
  }, [notice]);

  return notice.text;
}
