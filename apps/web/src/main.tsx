import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from './i18n/i18n.ts';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
if (root) {
  void startI18n().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
