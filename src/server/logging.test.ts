import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { LineBatches, createLogger, lazyRequestLogger } from './logging';

describe('LineBatches', () => {
  it('hands lines on in order, one batch once the batch length is reached', () => {
    const sent: string[] = [];
    const lines = new LineBatches((batch) => sent.push(batch), 10);
    lines.write('a\n');
    lines.write('bb\n');
    expect(sent).toEqual([]);
    lines.write('cccccc\n'); // 12 characters collected: one batch
    expect(sent).toEqual(['a\nbb\ncccccc\n']);
    lines.write('d\n');
    expect(sent).toHaveLength(1);
  });

  it('flushes what is collected and calls back as pino expects, also when nothing is pending', () => {
    const sent: string[] = [];
    const lines = new LineBatches((batch) => sent.push(batch), 1024);
    lines.write('one\n');
    let called = 0;
    lines.flush(() => called++);
    lines.flush(() => called++);
    expect(sent).toEqual(['one\n']);
    expect(called).toBe(2);
  });
});

describe('lazyRequestLogger', () => {
  it('makes the request\'s child logger only when something logs, with its bindings', () => {
    let out = '';
    const parent = createLogger('info', new Writable({ write(c: Buffer, _e, done) { out += c.toString(); done(); } }));
    const child = vi.spyOn(parent, 'child');
    const log = lazyRequestLogger(parent, { reqId: 'req-1' }, {});
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    log.warn({ token: 'secret-value' }, 'something odd');
    expect(child).toHaveBeenCalledTimes(1);
    log.error('and worse');
    expect(child).toHaveBeenCalledTimes(1);
    const lines = out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-1', token: '[redacted]', msg: 'something odd' },
      { level: 50, reqId: 'req-1', msg: 'and worse' },
    ]);
  });
});
