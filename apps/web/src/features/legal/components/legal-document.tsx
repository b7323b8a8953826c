import type { ReactNode } from 'react';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** e.g. 'Effective 23 December 2021'. */
  dateLine: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** A policy page: title, date, table of contents and numbered sections. */
export function LegalDocument({ title, dateLine, intro, sections }: LegalDocumentProps) {
  return (
    <article className="container container--narrow legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title">{title}</h1>
        <p className="legal__date">{dateLine}</p>
      </header>
      <div className="legal__intro">{intro}</div>
      <nav className="legal__toc" aria-label="Contents">
        <h2>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="legal__section"
        >
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
