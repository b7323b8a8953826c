import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  COMPANY_SIZES,
  CONTACT_SUCCESS_MESSAGE,
  validateContactRequest,
  type ContactRequestErrors,
  type ContactRequestField,
} from '@app/shared/contact-form';
import { COUNTRIES } from '@app/shared/countries';
import { CONTACT_MODAL_CLOSE_MS } from '@app/shared/timings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSubmitContactRequest } from '../api/submit-contact-request';

type Values = Record<ContactRequestField, string>;

const EMPTY: Values = {
  first_name: '',
  last_name: '',
  company: '',
  country: '',
  job_title: '',
  email: '',
  company_size: '',
  message: '',
};

interface ContactSalesFormProps {
  /** Called 2 seconds after a successful send, once the form has been cleared. */
  onSent?: () => void;
  /** Prefix for element ids, so two forms on one page never clash. */
  idPrefix?: string;
}

/** The contact-sales form: every field required, labels marked *. */
export function ContactSalesForm({ onSent, idPrefix = 'contact' }: ContactSalesFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<ContactRequestErrors>({});
  const [sent, setSent] = useState(false);
  const mutation = useSubmitContactRequest();
  const { reset: resetMutation } = mutation;

  // Held in a ref so a parent re-rendering with a new callback does not restart the 2 s timer.
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  }, [onSent]);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY);
      setSent(false);
      resetMutation();
      onSentRef.current?.();
    }, CONTACT_MODAL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [sent, resetMutation]);

  const set = (field: ContactRequestField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateContactRequest(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(result.value, { onSuccess: () => setSent(true) });
  }

  const id = (field: ContactRequestField) => `${idPrefix}-${field}`;
  const text = (
    field: ContactRequestField,
    label: string,
    type = 'text',
    autoComplete?: string,
  ) => (
    <Field id={id(field)} label={label} required error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={set(field)}
        />
      )}
    </Field>
  );

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-label="Contact sales">
      <div className="form-grid">
        {text('first_name', 'First name', 'text', 'given-name')}
        {text('last_name', 'Last name', 'text', 'family-name')}
        {text('company', 'Company', 'text', 'organization')}
        {text('job_title', 'Job title', 'text', 'organization-title')}
        {text('email', 'Work email', 'email', 'email')}
        <Field id={id('country')} label="Country" required error={errors.country}>
          {(control) => (
            <Select
              {...control}
              autoComplete="country-name"
              placeholder="Select a country"
              options={COUNTRIES}
              value={values.country}
              onChange={set('country')}
            />
          )}
        </Field>
        <Field
          id={id('company_size')}
          label="Company size"
          required
          error={errors.company_size}
          className="form-grid__full"
        >
          {(control) => (
            <Select
              {...control}
              placeholder="Select company size"
              options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
              value={values.company_size}
              onChange={set('company_size')}
            />
          )}
        </Field>
        <Field
          id={id('message')}
          label="Message"
          required
          error={errors.message}
          className="form-grid__full"
        >
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              placeholder="Tell us about your team, your apps and how many screens you ship a month."
              value={values.message}
              onChange={set('message')}
            />
          )}
        </Field>
      </div>
      {mutation.isError ? <Alert variant="error">{mutation.error.message}</Alert> : null}
      {sent ? <Alert variant="success">{CONTACT_SUCCESS_MESSAGE}</Alert> : null}
      <Button
        type="submit"
        block
        size="lg"
        loading={mutation.isPending}
        loadingText="Sending..."
        disabled={sent}
      >
        Send message
      </Button>
    </form>
  );
}
