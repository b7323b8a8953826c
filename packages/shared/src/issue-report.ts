import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES } from './limits';
import { emailSchema } from './validation';

/** The Report an Issue form. */

export const ISSUE_REPORT_MESSAGES = {
  required: 'Please fill in all required fields',
  fileTooLarge: 'File size must be less than 10MB',
  fileType: 'File type not supported. Please upload a PNG, JPG, PDF, TXT or LOG file.',
  uploadFailed: (message: string) => `File upload failed: ${message}`,
  unexpected: 'An unexpected error occurred',
  success: 'Issue Reported Successfully',
} as const;

export const ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'txt', 'log'] as const;
/** For the file input's accept attribute. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const ATTACHMENT_BUCKET = 'issue-attachments';
/** Every report is filed at this severity. */
export const ISSUE_SEVERITY = 'medium';

/** Submit stays disabled until both required fields hold something. */
export function isIssueReportComplete(input: { email: string; description: string }): boolean {
  return input.email.trim() !== '' && input.description.trim() !== '';
}

/** The form's error before upload, or null; the attachment is optional. */
export function validateIssueReport(input: {
  email: string;
  description: string;
  attachment?: { name: string; size: number } | null;
}): string | null {
  if (!isIssueReportComplete(input)) return ISSUE_REPORT_MESSAGES.required;
  return input.attachment ? validateAttachment(input.attachment) : null;
}

/** Size first (the spec's own message), then type by extension, case-insensitive. */
export function validateAttachment(file: { name: string; size: number }): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return ISSUE_REPORT_MESSAGES.fileTooLarge;
  const ext = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const allowed: readonly string[] = ATTACHMENT_EXTENSIONS;
  return ext && allowed.includes(ext) ? null : ISSUE_REPORT_MESSAGES.fileType;
}

const MAX_NAME_LENGTH = 100;

/**
 * The storage object name, `${timestamp}_${name}`. The original name is reduced to its
 * last path segment, control characters are dropped, anything outside letters, digits,
 * '.', '-' and '_' becomes '_', and leading dots go, so no '..' or '/' can reach the store.
 */
export function attachmentObjectName(originalName: string, timestamp: number = Date.now()): string {
  const base = originalName.split(/[/\\]/).pop() ?? '';
  let safe = base
    .normalize('NFKC')
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .replace(/^\.+/, '');
  if (safe.length > MAX_NAME_LENGTH) {
    const ext = /\.[A-Za-z0-9]{1,10}$/.exec(safe)?.[0] ?? '';
    safe = safe.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
  }
  return `${Math.trunc(timestamp)}_${safe || 'attachment'}`;
}

/** The body of the report-issue function call. */
export const issueReportPayloadSchema = z.object({
  email: emailSchema,
  description: z.string().trim().min(1, ISSUE_REPORT_MESSAGES.required).max(10_000),
  severity: z.literal(ISSUE_SEVERITY),
  file_url: z.url().nullable(),
  file_name: z.string().max(255).nullable(),
});

export type IssueReportPayload = z.infer<typeof issueReportPayloadSchema>;
