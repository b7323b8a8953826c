import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_BUCKET,
  ISSUE_REPORT_MESSAGES,
  attachmentObjectName,
  isIssueReportComplete,
  issueReportPayloadSchema,
  validateAttachment,
  validateIssueReport,
} from './issue-report';

const MB = 1024 * 1024;

describe('issue report texts', () => {
  it('pins the spec texts', () => {
    expect(ISSUE_REPORT_MESSAGES.required).toBe('Please fill in all required fields');
    expect(ISSUE_REPORT_MESSAGES.fileTooLarge).toBe('File size must be less than 10MB');
    expect(ISSUE_REPORT_MESSAGES.uploadFailed('quota')).toBe('File upload failed: quota');
    expect(ISSUE_REPORT_MESSAGES.unexpected).toBe('An unexpected error occurred');
    expect(ISSUE_REPORT_MESSAGES.success).toBe('Issue Reported Successfully');
    expect(ATTACHMENT_BUCKET).toBe('issue-attachments');
  });
});

describe('validateIssueReport', () => {
  it('requires email and description', () => {
    expect(validateIssueReport({ email: '', description: 'x' })).toBe(
      'Please fill in all required fields',
    );
    expect(validateIssueReport({ email: 'a@b.co', description: '  ' })).toBe(
      'Please fill in all required fields',
    );
    expect(isIssueReportComplete({ email: 'a@b.co', description: '' })).toBe(false);
  });
  it('accepts a report without attachment', () => {
    expect(validateIssueReport({ email: 'a@b.co', description: 'Broken', attachment: null })).toBe(
      null,
    );
  });
  it('checks the attachment too', () => {
    expect(
      validateIssueReport({
        email: 'a@b.co',
        description: 'Broken',
        attachment: { name: 'a.png', size: 11 * MB },
      }),
    ).toBe('File size must be less than 10MB');
  });
});

describe('validateAttachment', () => {
  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(validateAttachment({ name: 'a.png', size: 10 * MB })).toBeNull();
    expect(validateAttachment({ name: 'a.png', size: 10 * MB + 1 })).toBe(
      'File size must be less than 10MB',
    );
  });
  it.each(['a.png', 'a.jpg', 'a.jpeg', 'a.pdf', 'a.txt', 'a.log', 'SHOT.PNG', 'x.tar.Log'])(
    'accepts %s',
    (name) => {
      expect(validateAttachment({ name, size: 1 })).toBeNull();
    },
  );
  it.each(['a.exe', 'a.png.exe', 'png', 'a.', 'a.gif', 'a.svg'])('refuses %s', (name) => {
    expect(validateAttachment({ name, size: 1 })).toBe(
      'File type not supported. Please upload a PNG, JPG, PDF, TXT or LOG file.',
    );
  });
  it('gives the accept attribute', () => {
    expect(ATTACHMENT_ACCEPT).toBe('.png,.jpg,.jpeg,.pdf,.txt,.log');
  });
});

describe('attachmentObjectName', () => {
  const t = 1_763_000_000_000;
  it('is timestamp, underscore, original name', () => {
    expect(attachmentObjectName('screenshot.png', t)).toBe(`${t}_screenshot.png`);
  });
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['..', 'attachment'],
    ['.hidden.log', 'hidden.log'],
    ['my file (1).PNG', 'my_file__1_.PNG'],
    ['a\u0000b\nc\u202e.txt', 'abc_.txt'],
    ['', 'attachment'],
  ])('sanitises %j → %j', (name, safe) => {
    expect(attachmentObjectName(name, t)).toBe(`${t}_${safe}`);
  });
  it('caps long names and keeps the extension', () => {
    const name = attachmentObjectName(`${'a'.repeat(300)}.pdf`, t);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(name.length).toBe(`${t}_`.length + 100);
  });
  it('never yields a path separator or a parent segment', () => {
    for (const name of ['a/../b', '/abs/x.txt', 'c:\\x\\..\\y.log', '....//x']) {
      const out = attachmentObjectName(name, t);
      expect(out).not.toMatch(/[/\\]/);
      expect(out.slice(`${t}_`.length).startsWith('.')).toBe(false);
    }
  });
});

describe('issueReportPayloadSchema', () => {
  it('accepts the function body with severity medium', () => {
    const body = {
      email: 'a@b.co',
      description: 'Broken',
      severity: 'medium',
      file_url: null,
      file_name: null,
    };
    expect(issueReportPayloadSchema.parse(body)).toEqual(body);
    expect(issueReportPayloadSchema.safeParse({ ...body, severity: 'high' }).success).toBe(false);
  });
});
