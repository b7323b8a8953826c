import { z } from 'zod';
import { isCountry } from './countries';
import { emailSchema } from './validation';

/** The contact-sales form (contact_requests row); every field is required. */

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll be in touch soon.";
export const CONTACT_MODAL_TITLE = "Let's discuss your project";

const required = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactRequestSchema = z.object({
  first_name: required('First name', 100),
  last_name: required('Last name', 100),
  company: required('Company', 200),
  country: z.string('Please select a country').refine(isCountry, 'Please select a country'),
  job_title: required('Job title', 200),
  email: z
    .string('Work email is required')
    .trim()
    .min(1, 'Work email is required')
    .pipe(emailSchema),
  company_size: z.enum(COMPANY_SIZES, 'Please select a company size'),
  message: required('Message', 5000),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
export type ContactRequestField = keyof ContactRequest;
export type ContactRequestErrors = Partial<Record<ContactRequestField, string>>;

/** Parses the form; on failure gives the first error message per field. */
export function validateContactRequest(
  input: unknown,
): { ok: true; value: ContactRequest } | { ok: false; errors: ContactRequestErrors } {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: ContactRequestErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactRequestField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
