export const ACCOUNT_DELETED_TITLE = 'Your account has been deleted';
export const ACCOUNT_DELETED_TEXT =
  'Your FrameToCode account and all of its data are gone. Thank you for using FrameToCode.';

const NOTICE_ID = 'account-deleted-notice';
const VISIBLE_MS = 12_000;

/**
 * The confirmation the user sees on the home page after deleting their account. It lives
 * outside the React tree on purpose: it must outlast the sign-out and the move to another
 * route, and no signed-in component survives either.
 */
export function showAccountDeletedNotice(doc: Document = document): HTMLElement {
  doc.getElementById(NOTICE_ID)?.remove();
  const notice = doc.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'alert alert--success account-deleted-notice';
  notice.setAttribute('role', 'status');
  // Inline, so the notice is placed right even on a page that never loaded this feature's CSS.
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '1rem',
    bottom: '1rem',
    zIndex: '60',
    maxWidth: '32rem',
    marginInline: 'auto',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    boxShadow: '0 12px 32px rgb(15 23 42 / 0.14)',
  });

  const body = doc.createElement('div');
  body.className = 'alert__body';
  const title = doc.createElement('strong');
  title.className = 'alert__title';
  title.textContent = ACCOUNT_DELETED_TITLE;
  const text = doc.createElement('p');
  text.textContent = ACCOUNT_DELETED_TEXT;
  body.append(title, text);

  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'btn btn--ghost btn--sm';
  close.textContent = 'Dismiss';
  const remove = () => notice.remove();
  close.addEventListener('click', remove);

  notice.append(body, close);
  doc.body.append(notice);
  setTimeout(remove, VISIBLE_MS);
  return notice;
}
