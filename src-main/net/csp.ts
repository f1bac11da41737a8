/**
 * The content security policy of the built pages (also written in the HTML `<meta>`): scripts and
 * styles from the app only; no inline script, no eval, no network. Shared by the app's windows
 * (`src-main/electron/security.ts`) and its servers on the club's network.
 */
export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-src 'none'",
].join('; ');
