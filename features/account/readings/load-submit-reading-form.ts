/**
 * The reading form's code (react-hook-form, the contract's zod): loaded once the screen is up,
 * while its readings load, so it is not part of the page's first download.
 */
export const loadSubmitReadingForm = () =>
  import('./submit-reading-form').then((module) => module.SubmitReadingForm);
