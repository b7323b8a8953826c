import { useMutation } from '@tanstack/react-query';
import { feedbackPayloadSchema, type FeedbackInput } from '@app/shared/feedback';
import { ISSUE_REPORT_MESSAGES } from '@app/shared/issue-report';
import { supabase } from '@/lib/supabase';
import { functionErrorMessage } from '@/lib/function-error';

/** Sends a rating (1 to 5) with optional comments to the feedback function; blank comments go as null. */
export async function sendFeedback(input: FeedbackInput): Promise<void> {
  const parsed = feedbackPayloadSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(parsed.error.issues[0]?.message ?? ISSUE_REPORT_MESSAGES.unexpected);
  const { error } = await supabase.functions.invoke('feedback', { body: parsed.data });
  if (error) throw new Error(await functionErrorMessage(error, ISSUE_REPORT_MESSAGES.unexpected));
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
