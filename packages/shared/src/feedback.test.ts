import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  feedbackPayloadSchema,
  isFeedbackComplete,
  ratingLabel,
  validateFeedback,
} from './feedback';

describe('feedback texts', () => {
  it('pins the spec texts', () => {
    expect(FEEDBACK_MESSAGES).toEqual({
      required: 'Please provide your email and a rating',
      success: 'Thank you!',
    });
  });
  it.each([
    [1, 'Poor'],
    [2, 'Fair'],
    [3, 'Good'],
    [4, 'Very Good'],
    [5, 'Excellent'],
  ])('labels rating %i %s', (rating, label) => {
    expect(ratingLabel(rating)).toBe(label);
  });
  it.each([0, 6, 2.5, NaN])('has no label for %d', (rating) => {
    expect(ratingLabel(rating)).toBeNull();
  });
});

describe('validateFeedback', () => {
  it('needs an email and a rating', () => {
    expect(validateFeedback({ email: '', rating: 4 })).toBe(
      'Please provide your email and a rating',
    );
    expect(validateFeedback({ email: 'a@b.co', rating: null })).toBe(
      'Please provide your email and a rating',
    );
    expect(validateFeedback({ email: 'a@b.co', rating: 0 })).toBe(
      'Please provide your email and a rating',
    );
    expect(validateFeedback({ email: 'a@b.co', rating: 5 })).toBeNull();
    expect(isFeedbackComplete({ email: ' ', rating: 3 })).toBe(false);
  });
});

describe('feedbackPayloadSchema', () => {
  it('turns missing or blank comments into null', () => {
    expect(feedbackPayloadSchema.parse({ email: 'a@b.co', rating: 3 })).toEqual({
      email: 'a@b.co',
      rating: 3,
      comments: null,
    });
    expect(
      feedbackPayloadSchema.parse({ email: 'a@b.co', rating: 3, comments: '  ' }).comments,
    ).toBe(null);
    expect(
      feedbackPayloadSchema.parse({ email: 'a@b.co', rating: 3, comments: ' Great ' }).comments,
    ).toBe('Great');
  });
  it.each([0, 6, 3.5])('refuses rating %d', (rating) => {
    const result = feedbackPayloadSchema.safeParse({ email: 'a@b.co', rating });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please provide your email and a rating');
  });
  it('refuses a malformed email', () => {
    expect(feedbackPayloadSchema.safeParse({ email: 'nope', rating: 3 }).success).toBe(false);
  });
});
