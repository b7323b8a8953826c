import { useCallback, useEffect, useRef, useState } from 'react';
import { PluginAuthClient, type PluginSession } from '@app/plugin-client';
import { NETWORK_ERROR_MESSAGE } from '@app/shared/network-messages';
import { PRODUCT_NAME } from '@app/shared/site';
import type { GenerateAnswer } from '@app/shared/generate';
import type { ExportPhase, SelectionState } from '../messaging';
import { exportSelection, figmaStorage, onMainMessage, send } from './bridge';
import { API_ORIGIN, getAnonKey } from './config';
import {
  generateBody,
  loadAccount,
  PluginApiError,
  requestGeneration,
  SIGNED_OUT_MESSAGE,
  type AccountSummary,
  type FailureKind,
} from './api';
import { APP_PACKAGE_STORAGE_KEY, appPackageError, DEFAULT_APP_PACKAGE } from './app-package';
import { ExternalLink } from './components/external-link';
import { ResultView } from './components/result-view';
import { SelectionCard } from './components/selection-card';

type Auth =
  | { state: 'loading' }
  | { state: 'signed-out'; message?: string }
  | { state: 'signing-in'; linkUrl: string | null }
  | {
      state: 'signed-in';
      session: PluginSession;
      account: AccountSummary | null;
      accountError?: string;
    };

type Run =
  | { state: 'idle' }
  | { state: 'exporting'; phase: ExportPhase; done: number; total: number }
  | { state: 'sending' }
  | { state: 'failed'; kind: FailureKind | 'export'; message: string }
  | { state: 'done'; answer: GenerateAnswer; notes: string[] };

const PHASE_TEXT: Record<ExportPhase, string> = {
  layers: 'Reading the frame’s layers',
  vectors: 'Exporting vectors as SVG',
  images: 'Exporting images',
  preview: 'Rendering a preview',
};

function failureOf(err: unknown): { kind: FailureKind; message: string } {
  if (err instanceof PluginApiError) return { kind: err.kind, message: err.message };
  if (err instanceof TypeError) return { kind: 'offline', message: NETWORK_ERROR_MESSAGE };
  return { kind: 'server', message: err instanceof Error ? err.message : String(err) };
}

export function App() {
  const [selection, setSelection] = useState<SelectionState>({ kind: 'none' });
  const [auth, setAuth] = useState<Auth>({ state: 'loading' });
  const [startError, setStartError] = useState<string | null>(null);
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [appPackage, setAppPackage] = useState(DEFAULT_APP_PACKAGE);
  const packageError = appPackageError(appPackage.trim());
  const client = useRef<PluginAuthClient | null>(null);
  const signIn = useRef<AbortController | null>(null);
  // Kept for Retry: the same body and key, so a retry after a dropped connection is charged once.
  const pending = useRef<{ body: string; key: string; notes: string[] } | null>(null);

  useEffect(() => {
    const off = onMainMessage((msg) => {
      if (msg.type === 'init' || msg.type === 'selection') setSelection(msg.selection);
    });
    send({ type: 'ui-ready' });
    void figmaStorage.get(APP_PACKAGE_STORAGE_KEY).then((saved) => {
      if (saved) setAppPackage(saved);
    });
    return off;
  }, []);

  const signOut = useCallback(async (message?: string) => {
    signIn.current?.abort();
    await client.current?.signOut();
    pending.current = null;
    setAuth({ state: 'signed-out', ...(message ? { message } : {}) });
  }, []);

  const showAccount = useCallback(
    async (session: PluginSession) => {
      setAuth({ state: 'signed-in', session, account: null });
      try {
        const anonKey = await getAnonKey();
        const account = await loadAccount(API_ORIGIN, anonKey, session.access_token, session.user);
        setAuth({ state: 'signed-in', session, account });
      } catch (err) {
        const failure = failureOf(err);
        if (failure.kind === 'signed-out') await signOut(failure.message);
        else setAuth({ state: 'signed-in', session, account: null, accountError: failure.message });
      }
    },
    [signOut],
  );

  const start = useCallback(async () => {
    setStartError(null);
    setAuth({ state: 'loading' });
    try {
      const anonKey = await getAnonKey();
      client.current ??= new PluginAuthClient({ apiUrl: API_ORIGIN, anonKey, storage: figmaStorage });
      const session = await client.current.getSession();
      if (session) await showAccount(session);
      else setAuth({ state: 'signed-out' });
    } catch (err) {
      const failure = failureOf(err);
      if (failure.kind === 'signed-out') await signOut(failure.message);
      else {
        setStartError(failure.kind === 'offline' ? NETWORK_ERROR_MESSAGE : failure.message);
        setAuth({ state: 'signed-out' });
      }
    }
  }, [showAccount, signOut]);

  useEffect(() => {
    void start();
  }, [start]);

  async function beginSignIn() {
    if (!client.current) return void start();
    const controller = new AbortController();
    signIn.current = controller;
    setAuth({ state: 'signing-in', linkUrl: null });
    try {
      const session = await client.current.signIn(
        (url) => {
          setAuth({ state: 'signing-in', linkUrl: url });
          send({ type: 'open-external', url });
        },
        { signal: controller.signal },
      );
      await showAccount(session);
    } catch (err) {
      if (controller.signal.aborted) return;
      const failure = failureOf(err);
      setAuth({ state: 'signed-out', message: failure.message });
    }
  }

  async function send_(body: string, key: string, notes: string[]) {
    setRun({ state: 'sending' });
    try {
      const headers = await client.current?.authHeaders();
      if (!headers) throw new PluginApiError('signed-out', SIGNED_OUT_MESSAGE);
      const answer = await requestGeneration(API_ORIGIN, headers, body, key);
      pending.current = null;
      setRun({ state: 'done', answer, notes });
      setAuth((a) =>
        a.state === 'signed-in' && a.account
          ? {
              ...a,
              account: {
                ...a.account,
                remaining: answer.usage.remaining,
                used: answer.usage.used,
              },
            }
          : a,
      );
    } catch (err) {
      const failure = failureOf(err);
      if (failure.kind !== 'offline') pending.current = null;
      setRun({ state: 'failed', ...failure });
      if (failure.kind === 'signed-out') await signOut(failure.message);
    }
  }

  async function generate() {
    setRun({ state: 'exporting', phase: 'layers', done: 0, total: 1 });
    let body: string;
    let notes: string[];
    try {
      const payload = await exportSelection((phase, done, total) =>
        setRun({ state: 'exporting', phase, done, total }),
      );
      body = generateBody(payload, appPackage.trim());
      void figmaStorage.set(APP_PACKAGE_STORAGE_KEY, appPackage.trim());
      notes = payload.notes;
    } catch (err) {
      setRun({
        state: 'failed',
        kind: 'export',
        message: err instanceof Error ? err.message : 'Figma could not export this frame.',
      });
      return;
    }
    const key = crypto.randomUUID();
    pending.current = { body, key, notes };
    await send_(body, key, notes);
  }

  function retry() {
    const p = pending.current;
    if (p) void send_(p.body, p.key, p.notes);
    else void generate();
  }

  const busy = run.state === 'exporting' || run.state === 'sending';
  return (
    <main className="app">
      <header className="app-head">
        <h1>{PRODUCT_NAME}</h1>
        {auth.state === 'signed-in' ? (
          <button type="button" className="link-button" onClick={() => void signOut()}>
            Sign out
          </button>
        ) : null}
      </header>

      {startError ? (
        <div role="alert" className="notice notice-error">
          <p>{startError}</p>
          <button type="button" className="button button-small" onClick={() => void start()}>
            Try again
          </button>
        </div>
      ) : null}

      {auth.state === 'loading' ? <p className="muted">Loading your account…</p> : null}

      {auth.state === 'signed-out' ? (
        <section className="card" aria-labelledby="signin-title">
          <h2 id="signin-title">Sign in to generate code</h2>
          {auth.message ? (
            <p role="alert" className="notice notice-error">
              {auth.message}
            </p>
          ) : null}
          <p className="muted">
            Sign in with your {PRODUCT_NAME} account in your browser; the plugin picks up the
            session when you are done.
          </p>
          <button type="button" className="button button-primary" onClick={() => void beginSignIn()}>
            Sign in
          </button>
        </section>
      ) : null}

      {auth.state === 'signing-in' ? (
        <section className="card" aria-labelledby="signin-wait-title">
          <h2 id="signin-wait-title">Finish signing in in your browser</h2>
          <p className="muted" role="status">
            Waiting for you to sign in…
          </p>
          {auth.linkUrl ? (
            <p className="small">
              Browser did not open? <ExternalLink href={auth.linkUrl}>Open the sign-in page</ExternalLink>
            </p>
          ) : null}
          <button type="button" className="button button-small" onClick={() => void signOut()}>
            Cancel
          </button>
        </section>
      ) : null}

      {auth.state === 'signed-in' ? (
        <>
          <section className="account" aria-label="Account">
            <p className="account-email">{auth.session.user.email ?? auth.account?.email}</p>
            {auth.account ? (
              <p className="account-usage">
                <span className="badge">{auth.account.plan}</span>{' '}
                <span data-testid="remaining">
                  {auth.account.remaining} of {auth.account.total} generations left
                </span>
              </p>
            ) : auth.accountError ? (
              <p className="small notice-inline">
                Your plan could not be loaded: {auth.accountError}
              </p>
            ) : (
              <p className="muted small">Loading your plan…</p>
            )}
          </section>

          <SelectionCard selection={selection} />

          <div className="field">
            <label htmlFor="app-package">Android app package</label>
            <input
              id="app-package"
              value={appPackage}
              onChange={(e) => setAppPackage(e.target.value)}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={packageError ? 'true' : undefined}
              aria-describedby="app-package-help"
            />
            <p id="app-package-help" className={packageError ? 'small notice-inline' : 'muted small'}>
              {packageError ?? `Screens go to ${appPackage.trim()}.ui; drawables use ${appPackage.trim()}.R.`}
            </p>
          </div>

          <button
            type="button"
            className="button button-primary button-wide"
            disabled={busy || selection.kind !== 'frame' || packageError !== null}
            onClick={() => void generate()}
          >
            {busy ? 'Generating…' : 'Generate'}
          </button>

          {run.state === 'exporting' ? (
            <div className="progress-block" role="status">
              <p className="small">{PHASE_TEXT[run.phase]}…</p>
              <progress max={Math.max(1, run.total)} value={run.done} aria-label={PHASE_TEXT[run.phase]} />
            </div>
          ) : null}
          {run.state === 'sending' ? (
            <div className="progress-block" role="status">
              <p className="small">Generating Compose code…</p>
              <progress aria-label="Generating Compose code" />
            </div>
          ) : null}

          {run.state === 'failed' ? (
            <div role="alert" className="notice notice-error">
              <p>{run.message}</p>
              {run.kind === 'limit' ? (
                <ExternalLink href={`${API_ORIGIN}/upgrade`} className="button button-primary button-small">
                  Upgrade your plan
                </ExternalLink>
              ) : null}
              {run.kind === 'offline' || run.kind === 'server' ? (
                <button type="button" className="button button-small" onClick={retry}>
                  Retry
                </button>
              ) : null}
            </div>
          ) : null}

          {run.state === 'done' ? <ResultView answer={run.answer} notes={run.notes} /> : null}
        </>
      ) : null}
    </main>
  );
}
