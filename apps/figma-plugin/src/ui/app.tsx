import { useEffect, useRef, useState } from 'react';
import { PRODUCT_NAME } from '@app/shared/site';
import {
  describeFlowRun,
  FLOW_MAX_SCREENS,
  type GenerateAnswer,
  type GenerationUsageAnswer,
} from '@app/shared/generate';
import type { ExportPhase, SelectionState } from '../messaging';
import { exportSelection, figmaStorage, onMainMessage, send } from './bridge';
import { API_ORIGIN } from './config';
import {
  failureOf,
  generateBody,
  PluginApiError,
  requestGeneration,
  SIGNED_OUT_MESSAGE,
  watchRender,
  type RenderState,
  type FailureKind,
} from './api';
import { APP_PACKAGE_STORAGE_KEY, appPackageError, DEFAULT_APP_PACKAGE } from './app-package';
import { AccountCard } from './components/account-card';
import { ResultView } from './components/result-view';
import { RunFailure, RunProgress } from './components/run-status';
import { SignInCard, SignInWaitCard } from './components/sign-in-card';
import { SelectionCard } from './components/selection-card';
import { usePluginAuth, type Auth } from './use-plugin-auth';

type Run =
  | { state: 'idle' }
  | { state: 'exporting'; phase: ExportPhase; done: number; total: number }
  | { state: 'sending' }
  | { state: 'failed'; kind: FailureKind | 'export'; message: string }
  | { state: 'done'; answer: GenerateAnswer; notes: string[]; frame?: Uint8Array | undefined };

export function App() {
  const [selection, setSelection] = useState<SelectionState>({ kind: 'none' });
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const [appPackage, setAppPackage] = useState(DEFAULT_APP_PACKAGE);
  const packageError = appPackageError(appPackage.trim());
  // Kept for Retry: the same body and key, so a retry after a dropped connection is charged once.
  const pending = useRef<{
    body: string;
    key: string;
    notes: string[];
    frame?: Uint8Array | undefined;
  } | null>(null);
  const [render, setRender] = useState<RenderState | null>(null);

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

  const {
    auth,
    setAuth,
    startError,
    start,
    beginSignIn,
    signOut,
    authHeaders,
    connectFigma,
    refreshAccount,
  } = usePluginAuth();

  function showUsage(usage: GenerationUsageAnswer) {
    setAuth((a: Auth): Auth =>
      a.state === 'signed-in' && a.account
        ? {
            ...a,
            account: {
              ...a.account,
              remaining: usage.remaining,
              used: usage.used,
              total: usage.allowance + usage.additional,
            },
          }
        : a,
    );
  }

  async function sendGeneration(body: string, key: string, notes: string[], frame?: Uint8Array) {
    setRun({ state: 'sending' });
    setRender(null);
    try {
      const headers = await authHeaders();
      if (!headers) throw new PluginApiError('signed-out', SIGNED_OUT_MESSAGE);
      const answer = await requestGeneration(API_ORIGIN, headers, body, key);
      pending.current = null;
      setRun({ state: 'done', answer, notes, frame });
      showUsage(answer.usage);
    } catch (err) {
      const failure = failureOf(err);
      // A 402 carries the account's usage: the count shows 0 left, as the dashboard does.
      if (err instanceof PluginApiError && err.usage) showUsage(err.usage);
      if (failure.kind !== 'offline') pending.current = null;
      setRun({ state: 'failed', ...failure });
      if (failure.kind === 'signed-out') {
        pending.current = null;
        await signOut(failure.message);
      }
    }
  }

  async function generate(scope: 'selection' | 'page' = 'selection') {
    setRun({ state: 'exporting', phase: 'layers', done: 0, total: 1 });
    let body: string;
    let notes: string[];
    let payload;
    try {
      payload = await exportSelection(
        (phase, done, total) => setRun({ state: 'exporting', phase, done, total }),
        scope,
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
    pending.current = { body, key, notes, frame: payload.preview };
    await sendGeneration(body, key, notes, payload.preview);
  }

  function retry() {
    const p = pending.current;
    if (p) void sendGeneration(p.body, p.key, p.notes, p.frame);
    else void generate();
  }

  // The render job of the generation on show, followed live until it ends.
  const shownId = run.state === 'done' ? run.answer.generation.id : null;
  useEffect(() => {
    if (!shownId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void authHeaders().then((headers) => {
      if (cancelled || !headers) return;
      stop = watchRender(API_ORIGIN, headers, shownId, setRender);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // authHeaders reads the current session; the watch depends on the generation only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownId]);

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
        <SignInCard
          {...(auth.message ? { message: auth.message } : {})}
          onSignIn={() => void beginSignIn()}
        />
      ) : null}

      {auth.state === 'signing-in' ? (
        <SignInWaitCard linkUrl={auth.linkUrl} onCancel={() => void signOut()} />
      ) : null}

      {auth.state === 'signed-in' ? (
        <>
          <AccountCard
            email={auth.session.user.email ?? auth.account?.email ?? ''}
            account={auth.account}
            error={auth.accountError}
            onConnectFigma={connectFigma}
            onCheckAgain={refreshAccount}
          />

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
            <p
              id="app-package-help"
              className={packageError ? 'small notice-inline' : 'muted small'}
            >
              {packageError ??
                `Screens go to ${appPackage.trim()}.ui; drawables use ${appPackage.trim()}.R.`}
            </p>
          </div>

          {selection.kind === 'none' && selection.page ? (
            <button
              type="button"
              className="button button-primary button-wide"
              disabled={
                busy || packageError !== null || selection.page.screens.length > FLOW_MAX_SCREENS
              }
              onClick={() => void generate('page')}
            >
              {busy
                ? 'Generating…'
                : `Generate the whole page (${describeFlowRun(selection.page.screens.length)})`}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary button-wide"
              disabled={
                busy ||
                (selection.kind !== 'frame' && selection.kind !== 'flow') ||
                (selection.kind === 'flow' && selection.screens.length > FLOW_MAX_SCREENS) ||
                packageError !== null
              }
              onClick={() => void generate()}
            >
              {busy
                ? 'Generating…'
                : selection.kind === 'flow'
                  ? `Generate flow (${describeFlowRun(selection.screens.length)})`
                  : 'Generate'}
            </button>
          )}

          {run.state === 'exporting' ? (
            <RunProgress phase={run.phase} done={run.done} total={run.total} />
          ) : null}
          {run.state === 'sending' ? <RunProgress phase="generating" /> : null}
          {run.state === 'failed' ? (
            <RunFailure
              kind={run.kind}
              message={run.message}
              upgradeUrl={`${API_ORIGIN}/upgrade`}
              onRetry={retry}
            />
          ) : null}

          {run.state === 'done' ? (
            <ResultView answer={run.answer} notes={run.notes} render={render} frame={run.frame} />
          ) : null}
        </>
      ) : null}
    </main>
  );
}
