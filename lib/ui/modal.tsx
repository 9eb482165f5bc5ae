import { AnimatePresence, m } from 'framer-motion';
import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { MotionProvider } from '@/lib/motion/motion-provider';
import { LeavingInertDiv, usePresenceMotion } from '@/lib/motion/presence';
import { Button, type ButtonVariant } from './button';
import { MODAL_BACKDROP_MOTION, MODAL_DIALOG_MOTION } from './modal-motion';
import styles from './modal.module.css';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';

export const modalSizes = ['default', 'large', 'fullScreen'] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Called by Esc, a click on the backdrop and Cancel (unless `onCancel` is given). */
  onClose: () => void;
  /** For a Cancel button that does something other than close, such as 'Log out'. */
  onCancel?: () => void;
  /** Without it the modal has only the Cancel button. */
  onConfirm?: () => void;
  confirmLabel?: string;
  /** `danger` for an action that cannot be undone; primary otherwise. */
  confirmVariant?: ButtonVariant;
  cancelLabel?: string;
  /** The Confirm button shows a spinner and both buttons wait. */
  confirming?: boolean;
  /** default: up to 358 px wide; large: 408 px; fullScreen: the whole phone, up to 556 px. */
  size?: ModalSize;
  /** The id of the text in `children` that explains the dialog, read out with its title. */
  describedBy?: string;
  /**
   * Focused on opening: the first control (default); for a choice with a safe default, Confirm;
   * for something to read (a label, a statement), the dialog itself, so that a screen reader
   * starts at its top, not at the first link far below.
   */
  initialFocus?: 'first' | 'confirm' | 'dialog';
}

const noSubscription = () => () => {};

/** True after hydration: portals need document.body, which the server does not have. */
function useHasMounted() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function Modal({
  open,
  title,
  children,
  onClose,
  onCancel = onClose,
  onConfirm,
  confirmLabel = 'Confirm',
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  confirming = false,
  size = 'default',
  describedBy,
  initialFocus = 'first',
}: ModalProps) {
  const mounted = useHasMounted();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusedFirst = { first: undefined, confirm: confirmRef, dialog: dialogRef }[initialFocus];
  useFocusTrap(dialogRef, open && mounted, { initialFocus: focusedFirst });
  useScrollLock(open && mounted);
  const presence = usePresenceMotion();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!mounted) return null;

  // It fades in as the dialog rises into place, and out as it closes, inert meanwhile.
  return createPortal(
    <MotionProvider>
      <AnimatePresence>
        {open && (
          <LeavingInertDiv
            className={styles.backdrop}
            variants={MODAL_BACKDROP_MOTION}
            {...presence}
            onMouseDown={(event) => {
              if (event.target === event.currentTarget) onClose();
            }}
          >
            <m.div
              ref={dialogRef}
              variants={MODAL_DIALOG_MOTION}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              aria-describedby={describedBy}
              tabIndex={-1}
              className={[styles.dialog, size !== 'default' && styles[size]]
                .filter(Boolean)
                .join(' ')}
            >
              {/* Plain divs: a <header> or <footer> here would be a second page banner or footer
            landmark, as a dialog does not scope them. */}
              <div className={styles.header}>
                <h2 id={titleId} className={styles.title}>
                  {title}
                </h2>
              </div>
              <div className={styles.body}>{children}</div>
              <div className={styles.footer}>
                <Button variant="secondary" size="small" onClick={onCancel} disabled={confirming}>
                  {cancelLabel}
                </Button>
                {onConfirm && (
                  <Button
                    ref={confirmRef}
                    variant={confirmVariant}
                    size="small"
                    onClick={onConfirm}
                    loading={confirming}
                  >
                    {confirmLabel}
                  </Button>
                )}
              </div>
            </m.div>
          </LeavingInertDiv>
        )}
      </AnimatePresence>
    </MotionProvider>,
    document.body,
  );
}
