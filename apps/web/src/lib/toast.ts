import { useSyncExternalStore } from 'react';

/**
 * Short confirmations and failures that are not tied to one place on the page ("Generation
 * renamed", "Code copied", a failed delete with Try again), shown by <Toaster /> in a polite
 * live region. One store for the whole app: any component can call toast.success() without
 * a provider around it.
 */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: number;
  text: string;
  tone: 'success' | 'error' | 'info';
  action?: ToastAction;
}

/** A confirmation goes after this long; a failure stays longer, and one with an action until it is used or closed. */
export const TOAST_DURATION_MS = { success: 4000, info: 4000, error: 8000 } as const;
/** More than this many at once is noise: the oldest goes. */
const MAX_TOASTS = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (!toasts.some((t) => t.id === id)) return;
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(tone: Toast['tone'], text: string, action?: ToastAction): number {
  const id = nextId++;
  const toast: Toast = action ? { id, text, tone, action } : { id, text, tone };
  const kept = toasts.filter((t) => t.text !== text);
  for (const dropped of toasts.filter((t) => t.text === text)) clearTimeout(timers.get(dropped.id));
  toasts = [...kept, toast].slice(-MAX_TOASTS);
  if (!action)
    timers.set(
      id,
      setTimeout(() => dismiss(id), TOAST_DURATION_MS[tone]),
    );
  emit();
  return id;
}

export const toast = {
  success: (text: string) => show('success', text),
  info: (text: string) => show('info', text),
  /** A failure; with an action (Try again) it stays until used or closed. */
  error: (text: string, action?: ToastAction) => show('error', text, action),
  dismiss,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
const getServerSnapshot = (): readonly Toast[] => [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
