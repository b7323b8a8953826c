import { Link } from 'react-router';
import { PRODUCT_NAME } from '@app/shared/site';
import { cx } from '@/lib/cx';

/** The product mark and name; it always links to the landing page. */
export function Logo({ className, inverse }: { className?: string; inverse?: boolean }) {
  return (
    <Link
      to="/"
      className={cx('logo', inverse && 'logo--inverse', className)}
      aria-label={`${PRODUCT_NAME} home`}
    >
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 9h14v4H13v3h8v4h-8v3H9z" fill="#fff" />
      </svg>
      <span className="logo__text">{PRODUCT_NAME}</span>
    </Link>
  );
}
