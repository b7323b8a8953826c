import { useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation } from 'react-router';

/**
 * Sets or clears the document's inline `scroll-behavior` in a layout effect that runs on every
 * location change. Rendered on both sides of ScrollRestoration, whose layout effect runs between
 * the two (siblings run in order).
 */
function ScrollBehavior({ value }: { value: 'auto' | '' }) {
  const { key } = useLocation();
  useLayoutEffect(() => {
    document.documentElement.style.scrollBehavior = value;
  }, [key, value]);
  return null;
}

/**
 * React Router's scroll restoration, made instant. The stylesheet makes the page scroll smoothly
 * (in-page anchors such as #features glide there), and `window.scrollTo(0, y)` follows it: a new
 * page then slid up from wherever the last one was, and when the new page was shorter than the
 * old one while it slid, Chrome stopped the slide part-way down.
 */
export function PageScrollRestoration() {
  return (
    <>
      <ScrollBehavior value="auto" />
      <ScrollRestoration />
      <ScrollBehavior value="" />
    </>
  );
}
