import { useEffect } from 'react';

/** The element in the page's head with this selector, made when missing. */
function headElement(selector: string, make: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = make();
  document.head.append(element);
  return element;
}

/**
 * The company's own manifest (its name, colour and logo as the installed app's: docs/portal-app.md,
 * Installing): the company signed in to, or the one typed last; Pano's own before any.
 */
export function useManifest(tag: string | undefined, brand: string | null | undefined): void {
  useEffect(() => {
    const link = headElement('link[rel="manifest"]', () => {
      const element = document.createElement('link');
      element.setAttribute('rel', 'manifest');
      return element;
    });
    link.setAttribute('href', `/app/manifest.webmanifest${tag ? `?tag=${encodeURIComponent(tag)}` : ''}`);
  }, [tag]);
  useEffect(() => {
    if (!brand) return;
    headElement('meta[name="theme-color"]', () => {
      const element = document.createElement('meta');
      element.setAttribute('name', 'theme-color');
      return element;
    }).setAttribute('content', brand);
  }, [brand]);
}
