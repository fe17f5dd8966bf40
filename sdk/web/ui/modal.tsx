import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { focusableIn, trapTab } from './focus-trap.ts';

interface ModalContextValue {
  titleId: string;
  onClose: () => void;
}

const ModalContext = createContext<ModalContextValue | null>(null);

/** A modal part used outside its Modal is a developer error (spec §8). */
function useModalPart(part: string): ModalContextValue {
  const ctx = useContext(ModalContext);
  if (!ctx) throw new Error(`<${part}> must be used inside <Modal>.`);
  return ctx;
}

/** The modal layer order (spec §9). */
export const modalZIndex = 1050;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  testId?: string;
}

/**
 * A dialog in a portal: focus moves in and is trapped, Escape closes, focus returns to what
 * had it before.
 */
export function Modal({ open, onClose, children, size = 'md', closeOnBackdrop = true, testId }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      const first = focusableIn(dialog).find((el) => !el.classList.contains('sd-modal__close')) ?? dialog;
      first.focus();
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
      } else if (dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <ModalContext.Provider value={{ titleId, onClose }}>
      <div
        className="sd-modal-backdrop"
        style={{ zIndex: modalZIndex }}
        onMouseDown={(e) => {
          if (closeOnBackdrop && e.target === e.currentTarget) onClose();
        }}
      >
        <div
          ref={dialogRef}
          className={`sd-modal sd-modal--${size}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid={testId}
        >
          {children}
        </div>
      </div>
    </ModalContext.Provider>,
    document.body,
  );
}

/** Header: an h5 title and the × close button labelled 'Close' (spec §9). */
export function ModalHeader({
  children,
  closeButton = true,
}: {
  children: ReactNode;
  closeButton?: boolean;
}) {
  const { titleId, onClose } = useModalPart('ModalHeader');
  const { t } = useTranslation('common');
  return (
    <div className="sd-modal__header">
      <h5 className="sd-modal__title" id={titleId}>
        {children}
      </h5>
      {closeButton ? (
        <button
          type="button"
          className="sd-modal__close"
          aria-label={t('close', 'Close')}
          data-testid="modal-close"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

export function ModalBody({ children }: { children: ReactNode }) {
  useModalPart('ModalBody');
  return <div className="sd-modal__body">{children}</div>;
}

export function ModalFooter({ children }: { children: ReactNode }) {
  useModalPart('ModalFooter');
  return <div className="sd-modal__footer">{children}</div>;
}
