// The page says it is live (boot.js then replays what it held) only once every part it was served with is hydrated.
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return import('./live');
};

describe('LiveMark', () => {
  let said = 0;
  const onLive = () => {
    said += 1;
  };
  beforeEach(() => {
    said = 0;
    window.addEventListener('fusion:hydrated', onLive);
  });
  afterEach(() => {
    window.removeEventListener('fusion:hydrated', onLive);
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('waits for the footer of a page served with one, and says it once', async () => {
    document.body.innerHTML = '<div id="root"><main></main><footer></footer></div>';
    const { LiveMark, noteServedParts } = await load();
    noteServedParts();
    const app = render(<LiveMark part="app" />);
    expect(said).toBe(0);
    render(<LiveMark part="footer" />);
    expect(said).toBe(1);
    app.rerender(<LiveMark part="app" />);
    expect(said).toBe(1);
  });

  it('is live with the app alone on a page served without a footer', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { LiveMark, noteServedParts } = await load();
    noteServedParts();
    render(<LiveMark part="app" />);
    expect(said).toBe(1);
  });

  it('does not wait for ever for a part that never hydrates', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="root"><footer></footer></div>';
    const { LiveMark, noteServedParts } = await load();
    noteServedParts();
    render(<LiveMark part="app" />);
    expect(said).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(said).toBe(1);
  });
});
