/** Reloads the page, so scripts a withdrawn consent allowed stop running. */
export function reloadPage(): void {
  window.location.reload();
}
