import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'li';
  padded?: boolean;
  children: ReactNode;
}

export function Card({ as: Tag = 'div', padded = true, className, children, ...rest }: CardProps) {
  return (
    <Tag className={cx('card', padded && 'card--padded', className)} {...rest}>
      {children}
    </Tag>
  );
}

export function CardTitle({
  as: Tag = 'h2',
  className,
  children,
}: {
  as?: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={cx('card__title', className)}>{children}</Tag>;
}
