import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { forgetResources } from '../api/resource.ts';
import { languageStore } from '../i18n/i18n.ts';

// a busy machine (CI runs two lanes) can take more than a second to load a screen's chunk
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  // Turkish, the default, whatever language jsdom's navigator says
  languageStore.set('tr');
});

afterEach(() => {
  // the node environment (generated.test.ts) has no document
  if (typeof window === 'undefined') return;
  cleanup();
  forgetResources();
  localStorage.clear();
  window.location.hash = '';
});
