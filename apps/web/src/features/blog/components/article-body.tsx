import { InlineText } from '@/components/content/inline-text';
import type { ContentBlock } from '../posts/types';

/** Renders a post's structured content blocks as React elements (no HTML strings anywhere). */
export function ArticleBody({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="article-body">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'p':
            return (
              <p key={index}>
                <InlineText text={block.text} />
              </p>
            );
          case 'h2':
            return <h2 key={index}>{block.text}</h2>;
          case 'h3':
            return <h3 key={index}>{block.text}</h3>;
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List key={index}>
                {block.items.map((item) => (
                  <li key={item}>
                    <InlineText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'quote':
            return (
              <blockquote key={index}>
                <InlineText text={block.text} />
              </blockquote>
            );
          case 'code':
            return (
              <figure key={index} className="article-code">
                {block.title ? <figcaption>{block.title}</figcaption> : null}
                <pre tabIndex={0}>
                  <code data-language={block.language}>{block.code}</code>
                </pre>
              </figure>
            );
        }
      })}
    </div>
  );
}
