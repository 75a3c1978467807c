/**
 * The CLI's exit codes (documented in the manual, "Commands"): scripts tell a problem with the site
 * from a mistake on the command line and from a bug in docgen.
 */
export const exitCodes = {
  success: 0,
  /** A problem with the site (a DocgenError): what, where, why, what to do. */
  siteProblem: 1,
  /** An unknown command or option, a missing argument, a bad option value. */
  usage: 2,
  /** A bug in docgen (sysexits' EX_SOFTWARE), printed with its stack trace. */
  bug: 70,
  /** Stopped by Ctrl-C (128 + SIGINT) or SIGTERM (128 + SIGTERM). */
  interrupted: 130,
  terminated: 143,
} as const;
