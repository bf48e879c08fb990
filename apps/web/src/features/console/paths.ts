/** The staff console's base path and the pages the console itself links to. */
export const CONSOLE_BASE = '/user/app';
export const CONSOLE_PATHS = {
  home: CONSOLE_BASE,
  profile: `${CONSOLE_BASE}/profile`,
  signIn: `${CONSOLE_BASE}/sign-in`,
} as const;
