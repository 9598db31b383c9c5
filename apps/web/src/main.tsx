// first, before any schema is made
import './zodConfig.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './i18n/i18n.ts';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
if (root) {
  startI18n().then(
    // a transition: the first render yields to the browser every few milliseconds instead of one long task
    () =>
      startTransition(() =>
        createRoot(root).render(
          <StrictMode>
            <App />
          </StrictMode>,
        ),
      ),
    // the words could not load (the network dropped): index.html says so in both languages, with a retry
    () => {
      document.getElementById('boot-splash')?.setAttribute('hidden', '');
      const failed = document.getElementById('boot-failed');
      failed?.removeAttribute('hidden');
      failed?.querySelector('button')?.addEventListener('click', () => window.location.reload());
    },
  );
}
