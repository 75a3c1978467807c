/**
 * How the CLI talks to the terminal: colour, progress bar, quiet and verbose, decided
 * once from the global flags and the environment, and writes that survive a reader who
 * goes away (`docgen build 2>&1 | head -1`).
 */
export interface TerminalSettings {
  color: boolean;
  /** A progress bar redrawn in place (a terminal, not CI). */
  progress: boolean;
  quiet: boolean;
  verbose: boolean;
}

export interface TerminalFlags {
  /** `--no-color` sets this to false. */
  color?: boolean;
  quiet?: boolean;
  verbose?: boolean;
}

/** `CI` is set by every CI service; `CI=false` or `CI=0` says it is not one. */
export function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI;
  return value !== undefined && value !== 'false' && value !== '0';
}

/**
 * No colour with `--no-color`, `NO_COLOR` (any non-empty value, see no-color.org), in CI
 * or when stderr is not a terminal; no progress bar in CI, off a terminal, or with --quiet.
 */
export function resolveTerminal(flags: TerminalFlags, env: NodeJS.ProcessEnv, stderrIsTty: boolean): TerminalSettings {
  const interactive = stderrIsTty && !isCi(env);
  const quiet = Boolean(flags.quiet);
  return {
    color: interactive && flags.color !== false && !env.NO_COLOR,
    progress: interactive && !quiet,
    quiet,
    verbose: Boolean(flags.verbose) && !quiet,
  };
}

/** The settings of this run; main() sets them from the flags before a command runs. */
export const terminal: TerminalSettings = resolveTerminal({}, process.env, Boolean(process.stderr.isTTY));

export function configureTerminal(flags: TerminalFlags): void {
  Object.assign(terminal, resolveTerminal(flags, process.env, Boolean(process.stderr.isTTY)));
}

const closed = new WeakSet<NodeJS.WritableStream>();

/**
 * Writes to stdout or stderr unless its reader has gone: a closed pipe (EPIPE) is
 * remembered and later writes are dropped, so output nobody reads never aborts a build.
 */
export function write(stream: NodeJS.WriteStream, text: string): void {
  if (closed.has(stream) || stream.destroyed) return;
  try {
    stream.write(text);
  } catch (error) {
    if (!isClosedPipe(error)) throw error;
    closed.add(stream);
  }
}

/**
 * Node reports a closed pipe as an 'error' event on the stream, which would kill the
 * process (with the lock of a build still held). Handled here once, for both streams.
 */
export function tolerateClosedOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    if (stream.listenerCount('error') > 0) continue;
    stream.on('error', (error) => {
      if (!isClosedPipe(error)) throw error;
      closed.add(stream);
    });
  }
}

function isClosedPipe(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED';
}
