import { useEffect } from 'react';
import { PRODUCT_NAME } from '@app/shared/site';

/** The document title of a page: its own, suffixed with the product name unless it has it. */
export function pageTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
}

/** Sets the document title (suffixed with the product name) and the meta description. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
