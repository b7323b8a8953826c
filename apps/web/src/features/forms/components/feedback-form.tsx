import { useId, useState, type FormEvent } from 'react';
import {
  FEEDBACK_MESSAGES,
  isFeedbackComplete,
  validateFeedback,
  type Rating,
} from '@app/shared/feedback';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSendFeedback } from '../api/send-feedback';
import { FormSuccess } from './form-success';
import { StarRating } from './star-rating';

/** Share Your Feedback: email and a 1 to 5 star rating are required, comments optional. */
export function FeedbackForm() {
  const [email, setEmail] = useState('');
  const [rating, setRating] = useState<Rating | null>(null);
  const [comments, setComments] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const noteId = useId();
  const mutation = useSendFeedback();
  const complete = isFeedbackComplete({ email, rating });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateFeedback({ email, rating });
    setFormError(problem);
    if (problem || rating === null) return;
    mutation.mutate({ email, rating, comments });
  }

  function sendMore() {
    setRating(null);
    setComments('');
    mutation.reset();
  }

  if (mutation.isSuccess) {
    return (
      <FormSuccess
        title={FEEDBACK_MESSAGES.success}
        againLabel="Send more feedback"
        onAgain={sendMore}
      >
        Your feedback helps us decide what to build next. We read every response.
      </FormSuccess>
    );
  }

  const error = formError ?? (mutation.isError ? mutation.error.message : null);

  return (
    <form className="public-form" onSubmit={onSubmit} noValidate aria-label="Share your feedback">
      <Field id="feedback-email" label="Email" required>
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
      <StarRating value={rating} onChange={setRating} disabled={mutation.isPending} />
      <Field
        id="feedback-comments"
        label="Comments (optional)"
        hint="What works well, what gets in your way, and what you would like to see next."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={comments}
            onChange={(e) => setComments(e.target.value)}
          />
        )}
      </Field>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <Button
        type="submit"
        size="lg"
        block
        disabled={!complete}
        loading={mutation.isPending}
        loadingText="Sending..."
        aria-describedby={complete ? undefined : noteId}
      >
        Send feedback
      </Button>
      {complete ? null : (
        <p id={noteId} className="form-note">
          {FEEDBACK_MESSAGES.required}
        </p>
      )}
    </form>
  );
}
