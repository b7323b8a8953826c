/**
 * The product's icon for the stand-ins' own pages (OAuth consent, dev mailbox), inlined so
 * the tab has an icon and the browser asks for no /favicon.ico, even when no web app is
 * built. The same mark as apps/web/public/favicon.svg.
 */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 9h14v4H13v3h8v4h-8v3H9z" fill="#fff"/></svg>';

export const DEV_PAGE_ICON_LINK = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(ICON_SVG)}">`;
