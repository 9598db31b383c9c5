import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../AppProviders.tsx';
import { Splash } from './Splash.tsx';

/** The shapes of an svg, attribute by attribute, in order. */
function shapes(svg: Element | null | undefined): string[] {
  return [...(svg?.querySelectorAll('*') ?? [])].map(
    (shape) =>
      `${shape.tagName} ${[...shape.attributes]
        .map((a) => `${a.name}=${a.value}`)
        .sort()
        .join(' ')}`,
  );
}

describe('the splash', () => {
  it('takes over from index.html with the same mark and name, so nothing jumps when the app starts', () => {
    const page = new DOMParser().parseFromString(
      fs.readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8'),
      'text/html',
    );
    const boot = page.querySelector('#boot-splash .pano-brand');
    render(
      <AppProviders client={createQueryClient()}>
        <Splash />
      </AppProviders>,
    );
    const app = document.querySelector('.pano-splash .pano-brand');
    expect(shapes(boot?.querySelector('svg'))).toHaveLength(3);
    expect(shapes(app?.querySelector('svg'))).toEqual(shapes(boot?.querySelector('svg')));
    expect(app?.textContent).toBe('Pano');
    expect(boot?.textContent?.trim()).toBe('%PANO:tr:app.name%');
  });
});
