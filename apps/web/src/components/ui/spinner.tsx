import { cx } from '@/lib/cx';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; omit when a visible text already says what is loading. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <>
      <span
        className={cx('spinner', size !== 'md' && `spinner--${size}`, className)}
        aria-hidden="true"
      />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </>
  );
}

/**
 * A centred spinner with a visible text, for whole pages or sections that are loading.
 * `delayed` fades it in only after 400 ms, so a fast load shows no flash of spinner.
 */
export function PageSpinner({
  text = 'Loading...',
  delayed = false,
}: {
  text?: string;
  delayed?: boolean;
}) {
  return (
    <div
      className={cx('page-spinner', delayed && 'page-spinner--delayed')}
      role="status"
      aria-live="polite"
    >
      <Spinner size="lg" />
      <span>{text}</span>
    </div>
  );
}
