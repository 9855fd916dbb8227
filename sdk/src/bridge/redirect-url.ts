/** Whether a redirect target is a web address (http or https, absolute or relative); `javascript:` and `data:` URLs are not. */
export function isSafeRedirectUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, 'https://relative.invalid');
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
