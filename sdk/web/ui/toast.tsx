import type { ReactNode } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { normalizeToastType, toastDefaults } from './toast-types.ts';

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

function ToastContent({ message, action, close }: { message: ReactNode; action?: ToastAction; close: () => void }) {
  if (!action) return <div className="sd-toast__message">{message}</div>;
  const run = () => {
    action.onClick();
    close();
  };
  return (
    <div className="sd-toast__content">
      <div className="sd-toast__message">{message}</div>
      <button type="button" className={action.style === 'button' ? 'sd-toast__action-button' : 'sd-toast__action-link'} onClick={run}>
        {action.label}
      </button>
    </div>
  );
}

/** Shows a toast; returns its id. */
export function showToast(message: ReactNode, options: ToastOptions = {}): string | number {
  const type = normalizeToastType(options.type);
  const id = toast(({ closeToast }) => <ToastContent message={message} action={options.action} close={closeToast} />, {
    className: `sd-toast sd-toast--${type}`,
    closeButton: options.closeButton ?? true,
    autoClose: options.autoClose ?? toastDefaults.autoClose,
    toastId: options.toastId,
    role: type === 'error' || type === 'warning' ? 'alert' : 'status',
  });
  return id;
}

/** Closes one toast, or all. */
export function dismissToast(id?: string | number): void {
  toast.dismiss(id);
}

/** The container; the shell renders it once. */
export function ToastHost() {
  return (
    <ToastContainer
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
