// The server's logger: pino, with every secret taken out of every line (issue 7 §4). Request lines carry the URL, and
// URLs can carry credentials: a session token as ?token= (API clients, spec platform §7), a reset link's token, the
// login code, a PayPal approval token, the sandbox provider's charge reference (the credential of its pages). Those
// values are replaced before the line is written. Error lines may quote a failed query with its parameters (Drizzle
// puts them in the message: hashes, e-mails, tokens): the parameters are cut. Headers are never logged (Fastify's
// request serializer leaves them out), and pino's redact paths catch secrets passed as fields by our own code.
import pino, { type DestinationStream, type Logger } from 'pino';

const REDACTED = '[redacted]';

/** Query parameters whose values are credentials, whatever the route. */
const SECRET_PARAMS = /([?&](?:token|code|password|secret|signature|key|paypal_order_id)=)[^&#]*/gi;
/** Path segments that are credentials: the sandbox provider's hosted pages. */
const SECRET_PATHS = /(\/sandbox-pay\/(?:card|paypal)\/)[^/?#]+/g;

export const redactUrl = (url: string): string => url.replace(SECRET_PARAMS, `$1${REDACTED}`).replace(SECRET_PATHS, `$1${REDACTED}`);

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
 * thread's busy time (two lines per request). Lines are written in 4 KB batches (or after a second) off the request path; whatever is
 * still buffered is written synchronously when the process exits, so a shutdown or a crash loses no line.
 */
export const bufferedStdout = (): DestinationStream => {
  const dest = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // a quiet server's last lines still reach the log within a second
  setInterval(() => dest.flush(), 1000).unref();
  process.on('exit', () => {
    try {
      dest.flushSync();
    } catch {
      // a write still in flight when the process ends: nothing more can be done at exit
    }
  });
  return dest;
};
