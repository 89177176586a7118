// The server's logger: pino, with every secret taken out of every line (issue 7 §4). Request lines carry the URL, and
// URLs can carry credentials: a session token as ?token= (API clients, spec platform §7), a reset link's token, the
// login code, a PayPal approval token, the sandbox provider's charge reference (the credential of its pages). Those
// values are replaced before the line is written. Error lines may quote a failed query with its parameters (Drizzle
// puts them in the message: hashes, e-mails, tokens): the parameters are cut. Headers are never logged (Fastify's
// request serializer leaves them out), and pino's redact paths catch secrets passed as fields by our own code.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type LogFn, type Logger } from 'pino';

const REDACTED = '[redacted]';

/** Query parameters whose values are credentials, whatever the route. */
const SECRET_PARAMS = /([?&](?:token|code|password|secret|signature|key|paypal_order_id)=)[^&#]*/gi;
/** Path segments that are credentials: the sandbox provider's hosted pages. */
const SECRET_PATHS = /(\/sandbox-pay\/(?:card|paypal)\/)[^/?#]+/g;

export const redactUrl = (url: string): string =>
  // most URLs have no parameter ('?' or '&', as SECRET_PARAMS reads them) and no sandbox page: skip both replacements
  !url.includes('?') && !url.includes('&') && !url.includes('/sandbox-pay/') ? url : url.replace(SECRET_PARAMS, `$1${REDACTED}`).replace(SECRET_PATHS, `$1${REDACTED}`);

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
}

const serializeRequest = (req: RequestLike) => ({
  method: req.method,
  url: redactUrl(req.url ?? ''),
  host: req.host ?? req.hostname,
  remoteAddress: req.ip ?? req.socket?.remoteAddress,
  remotePort: req.socket?.remotePort,
});

/** Drizzle's "Failed query: <sql>\nparams: <values>": keep the statement, drop the values. */
const redactMessage = (message: string): string => message.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);

const serializeError = (err: unknown): unknown => {
  const out = pino.stdSerializers.err(err as Error) as { message?: string; stack?: string; cause?: unknown } & Record<string, unknown>;
  if (typeof out.message === 'string') out.message = redactMessage(out.message);
  if (typeof out.stack === 'string') out.stack = redactMessage(out.stack);
  if (out.cause) out.cause = serializeError(out.cause);
  return out;
};

const LOG_REDACT_PATHS = [
  'password', '*.password', 'token', '*.token', 'code', '*.code', 'headers.cookie', '*.headers.cookie',
  'headers["x-auth-token"]', '*.headers["x-auth-token"]', 'headers.authorization', '*.headers.authorization', 'rawBody', '*.rawBody',
];

export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino(
    {
      level,
      serializers: { req: serializeRequest, err: serializeError },
      redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    },
    destination,
  );

/**
 * The server's standard output for log lines, buffered: pino's default writes every line with a blocking write(2),
 * and a profile under load (docs/benchmarks.md, issue 17) showed those writes taking about a third of the main
 * thread's busy time (then two lines per request, now one). Lines are collected here and handed to the stream in 32 KB batches (or
 * after a second); whatever is still buffered is written synchronously when the process exits, so a shutdown or a
 * crash loses no line. The batching is ours, not sonic-boom's `minLength`: sonic-boom measures its whole pending
 * buffer (Buffer.byteLength of a growing concatenated string) on every write, which made each line cost more the
 * fuller the buffer was (5 % of the main thread under load in the third profile).
 */
export const bufferedStdout = (): DestinationStream => {
  const out = pino.destination({ dest: 1, sync: false });
  const lines = new LineBatches((batch) => out.write(batch), 32 * 1024);
  // a quiet server's last lines still reach the log within a second
  setInterval(() => lines.flush(), 1000).unref();
  process.on('exit', () => {
    try {
      lines.flush();
      out.flushSync();
    } catch {
      // a write still in flight when the process ends: nothing more can be done at exit
    }
  });
  return lines;
};

/** Lines kept in an array and joined once per batch: appending costs the same however full the batch is. */
export class LineBatches implements DestinationStream {
  private pending: string[] = [];
  private length = 0;

  /** `send`: where a batch goes; `batchLength`: characters collected before one is sent. */
  constructor(private readonly send: (batch: string) => void, private readonly batchLength: number) {}

  write(line: string): void {
    this.pending.push(line);
    this.length += line.length;
    if (this.length >= this.batchLength) this.flush();
  }

  /** Sends what is collected; `done` as pino's logger.flush(cb) expects (the batch is handed on synchronously). */
  flush(done?: (err?: Error) => void): void {
    if (this.pending.length > 0) {
      const batch = this.pending.join('');
      this.pending = [];
      this.length = 0;
      this.send(batch);
    }
    done?.();
  }
}

/**
 * One line per request, written when it is answered ("request completed": the request's method, redacted URL, host
 * and address, the status and the response time), straight to the logger's stream as the same JSON pino would write.
 * Fastify's default is two lines, one on arrival and one on completion, each through the request's child logger, the
 * serializers, the redaction paths and pino's generic JSON writer: about 9 % of the server's CPU per request under
 * load (issue 17, docs/benchmarks.md). The fields are fixed, so none of that machinery has anything to do, and the
 * arrival line said nothing the completion line does not (a request that never completes is cut by the request
 * timeout, which is logged). Error lines keep going through pino.
 */
export class RequestLines extends LogController {
  private readonly stream: { write(line: string): unknown };
  private readonly info: number;
  private readonly timeOf: () => string;
  private readonly bindings: string;

  private readonly log: Logger;

  /** `logger`: the pino logger the app logs with (createLogger). */
  constructor(logger: FastifyBaseLogger) {
    super();
    this.log = logger as Logger;
    const raw = logger as unknown as Record<symbol, unknown>;
    this.stream = raw[pino.symbols.streamSym] as { write(line: string): unknown };
    this.info = this.log.levels.values.info ?? 30;
    this.timeOf = raw[pino.symbols.timeSym] as () => string; // ',"time":…'
    this.bindings = raw[pino.symbols.chindingsSym] as string; // ',"pid":…,"hostname":…'
  }

  override incomingRequest(): void {
    // the request is logged once, when answered (requestCompleted)
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (!this.log.isLevelEnabled('info')) return;
    this.stream.write(
      `{"level":${this.info}${this.timeOf()}${this.bindings},"reqId":${JSON.stringify(request.id)},` +
        `"req":${JSON.stringify(serializeRequest(request))},"res":{"statusCode":${reply.statusCode}},` +
        `"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}

/**
 * Fastify's childLoggerFactory: a request's child logger (with its reqId binding) made only when something logs
 * through it. Fastify makes one for every request, and pino's child() serializes and redacts its bindings, about 1 %
 * of the server's CPU per request, while almost no request logs anything but its access line (RequestLines).
 */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger =>
  new LazyChild(logger, bindings, opts) as unknown as FastifyBaseLogger;

class LazyChild {
  private made: FastifyBaseLogger | undefined;

  constructor(private readonly parent: FastifyBaseLogger, private readonly bindings: Bindings, private readonly opts: ChildLoggerOptions) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }

  get level(): string {
    return this.made?.level ?? this.opts.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.real as Logger).isLevelEnabled(level);
  }

  fatal(...args: Parameters<LogFn>): void {
    this.real.fatal(...args);
  }

  error(...args: Parameters<LogFn>): void {
    this.real.error(...args);
  }

  warn(...args: Parameters<LogFn>): void {
    this.real.warn(...args);
  }

  info(...args: Parameters<LogFn>): void {
    this.real.info(...args);
  }

  debug(...args: Parameters<LogFn>): void {
    this.real.debug(...args);
  }

  trace(...args: Parameters<LogFn>): void {
    this.real.trace(...args);
  }

  silent(...args: Parameters<LogFn>): void {
    this.real.silent(...args);
  }

  child(bindings: Bindings, opts?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, opts);
  }
}
