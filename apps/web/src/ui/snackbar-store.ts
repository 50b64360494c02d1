import { useSyncExternalStore } from 'react';
import { SNACKBAR_AUTO_CLOSE_MS } from '@tavola/domain/limits';

export type SnackbarType = 'error' | 'success' | 'info' | 'warning';

export interface SnackbarOptions {
  message: string;
  /** Default 'error' (spec §9). */
  type?: SnackbarType;
  /** Auto-close after this many ms (default 8000); null keeps it open until a button is pressed. */
  duration?: number | null;
  /** Show a close button (default true). */
  closable?: boolean;
  confirm?: { label: string; onConfirm: () => void };
  onClose?: () => void;
}

export interface Snackbar extends Required<Pick<SnackbarOptions, 'message' | 'type' | 'closable'>> {
  id: number;
  duration: number | null;
  confirm?: SnackbarOptions['confirm'];
  onClose?: () => void;
}

let current: Snackbar | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** The one way to tell the guest something went wrong (or right): a newer message replaces the older. */
export function showSnackbar(options: SnackbarOptions): void {
  clearTimeout(timer);
  const duration = options.duration === undefined ? SNACKBAR_AUTO_CLOSE_MS : options.duration;
  current = {
    id: nextId++,
    message: options.message,
    type: options.type ?? 'error',
    closable: options.closable ?? true,
    duration,
    confirm: options.confirm,
    onClose: options.onClose,
  };
  if (duration !== null) {
    const id = current.id;
    timer = setTimeout(() => closeSnackbar(id), duration);
  }
  emit();
}

/** Closes the message on screen if it is of this type (a success note that belonged to the screen just left). */
export function closeSnackbarOfType(type: SnackbarType): void {
  if (current?.type === type) closeSnackbar(current.id);
}

export function closeSnackbar(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  const closing = current;
  current = null;
  emit();
  closing.onClose?.();
}

export function useSnackbar(): Snackbar | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
