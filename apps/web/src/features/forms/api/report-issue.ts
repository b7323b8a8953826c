import { useMutation } from '@tanstack/react-query';
import {
  ISSUE_REPORT_MESSAGES,
  ISSUE_SEVERITY,
  type IssueReportPayload,
} from '@app/shared/issue-report';
import { supabase } from '@/lib/supabase';
import { functionErrorMessage } from '@/lib/function-error';
import { uploadAttachment } from './upload-attachment';

export interface IssueReportInput {
  email: string;
  description: string;
  file: File | null;
  onProgress: (percent: number) => void;
}

/** Uploads the optional attachment, then files the report through the report-issue function. */
export async function reportIssue({
  email,
  description,
  file,
  onProgress,
}: IssueReportInput): Promise<void> {
  let attachment: { url: string; name: string } | null = null;
  if (file) {
    try {
      attachment = await uploadAttachment(file, onProgress);
    } catch (error) {
      throw new Error(
        ISSUE_REPORT_MESSAGES.uploadFailed(error instanceof Error ? error.message : String(error)),
        { cause: error },
      );
    }
  }
  const body: IssueReportPayload = {
    email: email.trim(),
    description: description.trim(),
    severity: ISSUE_SEVERITY,
    file_url: attachment?.url ?? null,
    file_name: attachment?.name ?? null,
  };
  const { error } = await supabase.functions.invoke('report-issue', { body });
  if (error) throw new Error(await functionErrorMessage(error, ISSUE_REPORT_MESSAGES.unexpected));
}

export function useReportIssue() {
  return useMutation({ mutationFn: reportIssue });
}
