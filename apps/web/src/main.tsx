import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n.ts';
import { App } from './app/App.tsx';
import { installAreaDictionaries } from './app/dictionaries.ts';

installAreaDictionaries();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
