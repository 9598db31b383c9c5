/** A module a menu, link or slider can open (spec 000 §3, 001 §7). */
export interface ModuleView {
  name: string;
  targetComponent: string;
  description: string;
  kind: number;
}

/** Module kinds (spec 000 §3): HTML page = 1, URL page = 2, Form = 3, other = 4. */
export const ModuleKind = { HtmlPage: 1, UrlPage: 2, Form: 3, Other: 4 } as const;

export const MODULES: readonly ModuleView[] = [
  {
    name: 'HtmlPage',
    targetComponent: 'HtmlPage',
    description: 'HTML sayfa / HTML page',
    kind: ModuleKind.HtmlPage,
  },
  {
    name: 'UrlBrowser',
    targetComponent: 'UrlBrowser',
    description: 'URL sayfa / URL page',
    kind: ModuleKind.UrlPage,
  },
  { name: 'Form', targetComponent: 'Form', description: 'Form', kind: ModuleKind.Form },
  {
    name: 'Announcements',
    targetComponent: 'Announcements',
    description: 'Duyurular / Announcements',
    kind: ModuleKind.Other,
  },
  {
    name: 'Disasters',
    targetComponent: 'Disasters',
    description: 'Afetler / Disasters',
    kind: ModuleKind.Other,
  },
];
