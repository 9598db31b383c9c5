import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startOutbox } from './api/outbox.ts';
import { App } from './app/App.tsx';
import './styles/global.css';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// what was sent offline goes when the connection comes back (docs/portal-app.md, The outbox)
startOutbox();

// the service worker keeps the app and what it showed for offline use (docs/portal-app.md, Offline)
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
  });
