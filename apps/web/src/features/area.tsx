import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { OwnDialogProps, OwnForm } from '../crud/core/definition.ts';
import type { EntityDefinition } from '../crud/core/definition.ts';

/** An area's entity definitions by entry name; loaded lazily with the first screen that needs them. */
export type Registry<E extends string = string> = Readonly<Record<E, EntityDefinition>>;

/** A screen rendered by a page of its own (lazily loaded; `preload` fetches its chunk ahead of a visit). */
export interface PageScreen {
  path: string;
  page: ComponentType;
  preload: () => Promise<unknown>;
}

/** A screen rendered by the generic list page for a registry entry. */
export interface RegistryScreen<E extends string = string> {
  path: string;
  entry: E;
}

export type Screen<E extends string = string> = PageScreen | RegistryScreen<E>;

/**
 * One area's manifest: its screens (id → route and what renders it) and its registry. Its words lie in
 * `i18n/<lang>.json` beside its screens and load with their language (`i18n/bundles`). Routes, menu entries
 * and the registry tests derive from `features/areas.ts`'s list of these. Keep it light: pages and the
 * registry load lazily, so the entry chunk holds only routes.
 */
export interface Area<E extends string = string> {
  name: string;
  screens: Readonly<Record<string, Screen<E>>>;
  registry?: () => Promise<Registry<E>>;
}

/** Declares an area; a screen's `entry` must name one of its registry's entries. */
export function defineArea<E extends string = never>(area: {
  name: string;
  screens: Readonly<Record<string, Screen<NoInfer<E>>>>;
  registry?: () => Promise<Registry<E>>;
}): Area<E> {
  return area;
}

/** A page of the generic list page for `entry` (a manifest line: `genders: list('/tanimlama/cinsiyet', 'genders')`). */
export const list = <E extends string>(path: string, entry: E): RegistryScreen<E> => ({ path, entry });

/** A lazily loaded named export: `lazyNamed(() => import('./X.tsx'), 'X')`. */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * A lazily loaded component that renders at once, without suspending, once `preload` has run (the shell
 * preloads the menu's screens in idle time after sign-in). A mount keeps the component it started with, so
 * a screen first shown lazily is not remounted when the load completes. A failed load may be tried again.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { component: Preloadable, preload };
}

/** A page screen: `page('/ayarlar/logo', () => import('./BrandingPage.tsx'), 'BrandingPage')`. */
export function page<K extends string>(
  path: string,
  load: () => Promise<{ [key in K]: ComponentType }>,
  name: K,
): PageScreen {
  const { component, preload } = preloadable(async () => (await load())[name]);
  return { path, page: component, preload };
}

/**
 * An area's own create/edit dialog, loaded apart from its registry (the announcement editor is large): the
 * list page starts loading it at the first sign of use (`preload`, usePreloadOnIntent), and once loaded it
 * renders at once.
 */
export function lazyDialog<K extends string>(
  load: () => Promise<{ [key in K]: OwnForm['dialog'] }>,
  name: K,
  edits: boolean,
): OwnForm {
  let loaded: OwnForm['dialog'] | undefined;
  const preload = async () => (loaded = (await load())[name]);
  const Lazy = lazy(async () => ({ default: await preload() }));
  function OwnDialog(props: OwnDialogProps) {
    const Dialog = loaded ?? Lazy;
    return <Dialog {...props} />;
  }
  return { dialog: OwnDialog, preload, edits };
}
