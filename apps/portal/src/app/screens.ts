import type { ComponentType } from 'react';
import type { IconName } from '../components/Icon.tsx';

/** What a screen gets from its address: `#/announcements/12` → id '12'. */
export interface ScreenProps {
  id: string | undefined;
}

export interface ScreenEntry {
  /** The address: `#/<name>[/<id>]`. */
  name: string;
  /** Its title's key (the header and the document's title). */
  titleKey: string;
  /** A tab of the bar at the bottom, with its icon. */
  tab?: IconName;
  /** The screen's chunk, loaded when it is first opened. */
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
}

/** Every screen of the app, once (DESIGN.md: the screens are listed once; each a lazy chunk). */
export const SCREENS: readonly ScreenEntry[] = [
  { name: 'home', titleKey: 'home.title', tab: 'home', load: () => import('../screens/home/HomeScreen.tsx') },
  {
    name: 'announcements',
    titleKey: 'announcements.title',
    tab: 'news',
    load: () => import('../screens/announcements/AnnouncementsScreen.tsx'),
  },
  {
    name: 'announcement',
    titleKey: 'announcements.one',
    load: () => import('../screens/announcements/AnnouncementScreen.tsx'),
  },
  {
    name: 'notifications',
    titleKey: 'notifications.title',
    tab: 'bell',
    load: () => import('../screens/notifications/NotificationsScreen.tsx'),
  },
  {
    name: 'forms',
    titleKey: 'forms.title',
    tab: 'form',
    load: () => import('../screens/forms/FormsScreen.tsx'),
  },
  { name: 'form', titleKey: 'forms.one', load: () => import('../screens/forms/FormScreen.tsx') },
  {
    name: 'requests',
    titleKey: 'requests.title',
    load: () => import('../screens/requests/RequestsScreen.tsx'),
  },
  { name: 'request', titleKey: 'requests.one', load: () => import('../screens/requests/RequestScreen.tsx') },
  { name: 'page', titleKey: 'page.title', load: () => import('../screens/page/PageScreen.tsx') },
  { name: 'me', titleKey: 'me.title', tab: 'person', load: () => import('../screens/me/MeScreen.tsx') },
];

export const screenOf = (name: string): ScreenEntry =>
  SCREENS.find((screen) => screen.name === name) ?? (SCREENS[0] as ScreenEntry);
