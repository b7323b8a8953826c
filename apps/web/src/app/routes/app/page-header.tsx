import type { ReactNode } from 'react';

/** Title block of a signed-in page: the h1, an optional line under it, and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="app-page__header">
      <div>
        <h1 className="app-page__title">{title}</h1>
        {description ? <p className="app-page__description">{description}</p> : null}
      </div>
      {actions ? <div className="app-page__actions">{actions}</div> : null}
    </header>
  );
}
