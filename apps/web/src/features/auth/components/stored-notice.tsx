import { Alert } from '@/components/ui/alert';
import { useStoredNotice } from '../hooks/use-stored-notice';

/** The stored auth notice, shown once on /login or /signup. */
export function StoredNotice() {
  const notice = useStoredNotice();
  return notice ? <Alert variant="warning">{notice}</Alert> : null;
}
