// Shortens the server's pino JSON lines for the failure report: requests as `GET /path → 200 (3 ms)`,
// everything else as `LEVEL message` with the error's stack when there is one.
interface PinoLine {
  level?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string; host?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

export const formatServerLog = (text: string, maxLines = 30): string => {
  const pending = new Map<string, string>(); // reqId -> "GET /path" until its response line arrives
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let line: PinoLine;
    try {
      line = JSON.parse(raw) as PinoLine;
    } catch {
      out.push(raw); // plain output (start-up banner, crashes)
      continue;
    }
    if (line.req && line.reqId) {
      const host = line.req.host && /\.jp(:\d+)?$/.test(line.req.host) ? ' [jp]' : '';
      pending.set(line.reqId, `${line.req.method ?? '?'} ${line.req.url ?? '?'}${host}`);
      continue;
    }
    if (line.res && line.reqId) {
      const request = pending.get(line.reqId);
      if (!request) continue; // the request began before this slice of the log
      pending.delete(line.reqId);
      out.push(`${request} → ${line.res.statusCode ?? '?'} (${Math.round(line.responseTime ?? 0)} ms)`);
      continue;
    }
    const level = LEVELS[line.level ?? 30] ?? String(line.level);
    out.push(`${level} ${line.msg ?? ''}${line.err ? `\n${line.err.stack ?? line.err.message ?? ''}` : ''}`);
  }
  for (const request of pending.values()) out.push(`${request} → (no response yet)`);
  const lines = out.join('\n').split('\n');
  return (lines.length > maxLines ? [`… ${lines.length - maxLines} earlier lines`, ...lines.slice(-maxLines)] : lines).join('\n');
};
