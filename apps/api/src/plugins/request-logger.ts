import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
/** Fastify's logger is pino whenever one is configured. */
type Parent = Logger & FastifyBaseLogger;

/**
 * The request's logger, made only when something is logged through it: Fastify makes one per
 * request (pino serialises the request-id binding each time), yet most requests log one line
 * at most and probes none. Calls below the enabled level return before anything is built.
 */
class LazyRequestLogger {
  private made: Parent | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly childBindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get real(): Parent {
    this.made ??= this.parent.child(this.childBindings, this.options) as Parent;
    return this.made;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.made && !this.parent.isLevelEnabled(level)) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return this.real.level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  isLevelEnabled(level: string) {
    return this.made ? this.made.isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }
  bindings() {
    return this.real.bindings();
  }
  child(bindings: Bindings, options?: ChildOptions) {
    return this.real.child(bindings, options);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
}

export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  // A per-route level makes the child differ from its parent: build it at once then.
  options.level
    ? logger.child(bindings, options)
    : (new LazyRequestLogger(logger as Parent, bindings, options) as unknown as FastifyBaseLogger);
