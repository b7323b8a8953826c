import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name; also shown above the bar unless `hideLabel` is set. */
  label: string;
  hideLabel?: boolean;
  /** Text shown at the right of the label, e.g. '42%' or '3 / 10'. */
  valueText?: ReactNode;
  className?: string;
}

export function ProgressBar({
  value,
  max = 100,
  label,
  hideLabel,
  valueText,
  className,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <div className={cx('progress', className)}>
      {hideLabel ? null : (
        <div className="progress__meta" aria-hidden="true">
          <span>{label}</span>
          {valueText !== undefined ? <span>{valueText}</span> : null}
        </div>
      )}
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.round(clamped)}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
