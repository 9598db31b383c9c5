import { defineArea, page } from '../area.tsx';

/** The history of changes (docs/history.md): who changed what and when, filtered and exported. */
export const historyArea = defineArea({
  name: 'history',
  screens: {
    auditLogs: page('/ayarlar/gecmis', () => import('./AuditLogPage.tsx'), 'AuditLogPage'),
  },
  registry: () => import('./registry.ts').then((module) => module.historyRegistry),
});
