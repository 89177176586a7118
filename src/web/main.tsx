import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shell/styles';
import { initI18n, loadPageCatalogs } from './i18n/index';
import { edition } from './edition';
import { App } from './App';

initI18n();
void loadPageCatalogs(); // start at once, in parallel with the first page's code
document.documentElement.lang = edition === 'jp' ? 'ja' : 'en';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
