import { describe, expect, it } from 'vitest';
import { LineBatches } from './logging';

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
