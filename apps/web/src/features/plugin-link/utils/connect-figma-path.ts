/** /figma-auth/initiate with a fresh unguessable state and the web session that started it. */
export function connectFigmaPath(sessionId: string | null): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const q = new URLSearchParams({ state, session_id: sessionId || 'web' });
  return `/figma-auth/initiate?${q.toString()}`;
}
