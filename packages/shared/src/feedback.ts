import { z } from 'zod';
import { emailSchema } from './validation';

/** The Share Your Feedback form. */

export const FEEDBACK_MESSAGES = {
  required: 'Please provide your email and a rating',
  success: 'Thank you!',
} as const;

export const RATING_LABELS = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
} as const;

export type Rating = keyof typeof RATING_LABELS;

export function isRating(value: unknown): value is Rating {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;
}

export function ratingLabel(rating: number): string | null {
  return isRating(rating) ? RATING_LABELS[rating] : null;
}

/** Submit stays disabled until there is an email and a rating. */
export function isFeedbackComplete(input: { email: string; rating: number | null }): boolean {
  return input.email.trim() !== '' && isRating(input.rating);
}

/** The body of the feedback function call; blank comments become null. */
export const feedbackPayloadSchema = z.object({
  email: emailSchema,
  rating: z
    .number(FEEDBACK_MESSAGES.required)
    .int(FEEDBACK_MESSAGES.required)
    .min(1, FEEDBACK_MESSAGES.required)
    .max(5, FEEDBACK_MESSAGES.required),
  comments: z
    .string()
    .max(5000)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
});

export type FeedbackPayload = z.output<typeof feedbackPayloadSchema>;
export type FeedbackInput = z.input<typeof feedbackPayloadSchema>;

/** The form's error, or null. */
export function validateFeedback(input: { email: string; rating: number | null }): string | null {
  return isFeedbackComplete(input) ? null : FEEDBACK_MESSAGES.required;
}
