import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface FormSuccessProps {
  title: string;
  children: ReactNode;
  againLabel: string;
  onAgain: () => void;
}

/**
 * The confirmation that replaces a sent form. It takes focus when it appears, so screen
 * readers announce it and a visitor who scrolled down a long form sees it.
 */
export function FormSuccess({ title, children, againLabel, onAgain }: FormSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className="stack form-success">
      <Alert variant="success" title={title}>
        <p>{children}</p>
      </Alert>
      <Button variant="secondary" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
}
