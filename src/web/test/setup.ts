// jsdom stand-ins Mantine needs (STACK-NOTES), jest-dom matchers, and i18n initialised in English.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '../i18n/index';
import { resources } from '../i18n/catalogs';

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => {};

// findBy* / waitFor give up after 1 s by default: on a loaded 2-core machine a lazy page or a Mantine transition can
// take longer. Waiting on the UI state with a generous limit costs nothing when the machine is quiet.
configure({ asyncUtilTimeout: 10_000 });

initI18n('en', resources);
afterEach(() => cleanup());
