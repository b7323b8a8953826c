import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@app/shared/contact-form';
import { supabase } from '@/lib/supabase';

/**
 * Stores a contact-sales request, then asks the backend to notify the sales team.
 * The insert uses the anon key and selects nothing back (anon may insert but not read).
 * A failed notification is only logged: the request itself is already saved.
 */
export async function submitContactRequest(record: ContactRequest): Promise<void> {
  const { error } = await supabase.from('contact_requests').insert(record);
  if (error) throw new Error(error.message);
  try {
    const { error: notifyError } = await supabase.functions.invoke('contact-notification', {
      body: { record },
    });
    if (notifyError) console.warn('contact-notification failed:', notifyError.message);
  } catch (notifyError) {
    console.warn('contact-notification failed:', notifyError);
  }
}

export function useSubmitContactRequest() {
  return useMutation({ mutationFn: submitContactRequest });
}
