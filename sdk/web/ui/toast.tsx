import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type * as ToastifyModule from 'react-toastify';
import { normalizeToastType, toastDefaults } from './toast-types.ts';

type Toastify = typeof ToastifyModule;

/*
 * react-toastify loads on the first toast, not with the page: most pages never show one, and
 * the main page's JavaScript budget is tight. Toasts wait until the container has mounted.
 */
let toastify: Promise<Toastify> | null = null;
let containerMounted: () => void = () => undefined;
const containerReady = new Promise<void>((resolve) => {
  containerMounted = resolve;
});
const loadListeners = new Set<(lib: Toastify) => void>();

function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify');
    void toastify.then((lib) => loadListeners.forEach((listener) => listener(lib)));
  }
  return toastify;
}

let counter = 0;

/** An optional action inside a toast, as link-style text or as a button (spec §2). */
export interface ToastAction {
  label: string;
  onClick: () => void;
  style?: 'link' | 'button';
}

export interface ToastOptions {
  /** default, success, warning, dark, info, error; anything else → default. */
  type?: string;
  /** Shown by default. */
  closeButton?: boolean;
  action?: ToastAction;
  /** Milliseconds; 3000 by default. */
  autoClose?: number;
  toastId?: string;
}

function ToastContent({
  message,
  action,
  close,
}: {
  message: ReactNode;
  action?: ToastAction;
  close: () => void;
}) {
  if (!action) return <div className="sd-toast__message">{message}</div>;
  const run = () => {
    action.onClick();
    close();
  };
  return (
    <div className="sd-toast__content">
      <div className="sd-toast__message">{message}</div>
      <button
        type="button"
        className={action.style === 'button' ? 'sd-toast__action-button' : 'sd-toast__action-link'}
        onClick={run}
      >
        {action.label}
      </button>
    </div>
  );
}

/** Shows a toast; returns its id. */
export function showToast(message: ReactNode, options: ToastOptions = {}): string {
  const type = normalizeToastType(options.type);
  const id = options.toastId ?? `sd-toast-${++counter}`;
  void loadToastify().then(async ({ toast }) => {
    await containerReady;
    toast(({ closeToast }) => <ToastContent message={message} action={options.action} close={closeToast} />, {
      className: `sd-toast sd-toast--${type}`,
      closeButton: options.closeButton ?? true,
      autoClose: options.autoClose ?? toastDefaults.autoClose,
      toastId: id,
      role: type === 'error' || type === 'warning' ? 'alert' : 'status',
    });
  });
  return id;
}

/** Closes one toast, or all. */
export function dismissToast(id?: string | number): void {
  void toastify?.then(({ toast }) => toast.dismiss(id));
}

/** The container; the shell renders it once. It appears with the first toast. */
export function ToastHost() {
  const [Container, setContainer] = useState<ComponentType<
    ComponentProps<Toastify['ToastContainer']>
  > | null>(null);
  useEffect(() => {
    const show = (lib: Toastify) => setContainer(() => lib.ToastContainer);
    loadListeners.add(show);
    void toastify?.then(show);
    return () => {
      loadListeners.delete(show);
    };
  }, []);
  useEffect(() => {
    if (Container) containerMounted();
  }, [Container]);
  if (!Container) return null;
  return (
    <Container
      position={toastDefaults.position}
      newestOnTop={toastDefaults.newestOnTop}
      autoClose={toastDefaults.autoClose}
      hideProgressBar={toastDefaults.hideProgressBar}
      closeOnClick={false}
      pauseOnFocusLoss
      icon={false}
      theme="colored"
    />
  );
}
