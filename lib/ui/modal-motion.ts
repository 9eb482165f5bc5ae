import type { Variants } from 'framer-motion';

/** The backdrop fades in over 150 ms as the modal opens, and out as it closes. */
export const MODAL_BACKDROP_MOTION: Variants = {
  hidden: { opacity: 0, transition: { duration: 0.15, ease: 'easeIn' } },
  shown: { opacity: 1, transition: { duration: 0.15, ease: 'easeOut' } },
};

/** Meanwhile the dialog rises 16 px into place, and sinks back as it closes. */
export const MODAL_DIALOG_MOTION: Variants = {
  hidden: { y: 16, transition: { duration: 0.15, ease: 'easeIn' } },
  shown: { y: 0, transition: { duration: 0.2, ease: 'easeOut' } },
};
