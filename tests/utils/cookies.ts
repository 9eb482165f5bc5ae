/** Deletes every cookie jsdom holds for the page, so one test's cookies never reach the next. */
export function clearAllCookies(): void {
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}
