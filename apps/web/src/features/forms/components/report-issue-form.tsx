import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ATTACHMENT_ACCEPT,
  ISSUE_REPORT_MESSAGES,
  isIssueReportComplete,
  validateAttachment,
  validateIssueReport,
} from '@app/shared/issue-report';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Textarea } from '@/components/ui/textarea';
import { useReportIssue } from '../api/report-issue';
import { FormSuccess } from './form-success';

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Report an Issue: email and description required, one optional attachment with upload progress. */
export function ReportIssueForm() {
  const [email, setEmail] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const mutation = useReportIssue();
  const complete = isIssueReportComplete({ email, description });

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? validateAttachment(chosen) : null;
    setFileError(problem);
    if (problem) {
      // Refuse the file: nothing invalid is kept, so nothing invalid can be uploaded.
      event.target.value = '';
      setFile(null);
    } else {
      setFile(chosen);
    }
  }

  function clearFile() {
    setFile(null);
    setFileError(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateIssueReport({ email, description, attachment: file });
    setFormError(problem);
    if (problem) return;
    setProgress(file ? 0 : null);
    mutation.mutate({ email, description, file, onProgress: setProgress });
  }

  function reportAnother() {
    setEmail('');
    setDescription('');
    clearFile();
    setProgress(null);
    mutation.reset();
  }

  if (mutation.isSuccess) {
    return (
      <FormSuccess
        title={ISSUE_REPORT_MESSAGES.success}
        againLabel="Report another issue"
        onAgain={reportAnother}
      >
        Thank you for taking the time to tell us. Our team reviews every report and will reply to{' '}
        {email.trim()} if we need more details.
      </FormSuccess>
    );
  }

  const error =
    formError ??
    (mutation.isError ? mutation.error.message || ISSUE_REPORT_MESSAGES.unexpected : null);

  return (
    <form className="public-form" onSubmit={onSubmit} noValidate aria-label="Report an issue">
      <Field
        id="issue-email"
        label="Email"
        required
        hint="We will only use it to follow up on this report."
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field
        id="issue-description"
        label="Description"
        required
        hint="What happened, what you expected, and the steps to reproduce it. Include the Figma frame and plugin version if it is about generated code."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={7}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <Field
        id="issue-attachment"
        label="Attachment (optional)"
        hint="PNG, JPG, JPEG, PDF, TXT or LOG, up to 10MB."
        error={fileError}
      >
        {(control) => (
          <Input
            {...control}
            ref={fileInput}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            onChange={onFileChange}
            className="file-input"
            disabled={mutation.isPending}
          />
        )}
      </Field>
      {file ? (
        <div className="file-chip">
          <span>
            {file.name} <span className="text-muted">({formatSize(file.size)})</span>
          </span>
          <Button variant="ghost" size="sm" onClick={clearFile} disabled={mutation.isPending}>
            Remove
          </Button>
        </div>
      ) : null}
      {progress !== null && (mutation.isPending || mutation.isError) ? (
        <ProgressBar label="Uploading attachment" value={progress} valueText={`${progress}%`} />
      ) : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        block
        disabled={!complete}
        loading={mutation.isPending}
        loadingText="Submitting..."
        aria-describedby={complete ? undefined : noteId}
      >
        Submit report
      </Button>
      {complete ? null : (
        <p id={noteId} className="form-note">
          {ISSUE_REPORT_MESSAGES.required}
        </p>
      )}
    </form>
  );
}
