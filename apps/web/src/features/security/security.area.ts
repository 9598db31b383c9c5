import en from './i18n/en.json' with { type: 'json' };
import tr from './i18n/tr.json' with { type: 'json' };
import { defineArea, list } from '../area.tsx';

/** Security events (docs/sign-in.md): who signed in, failed, was turned away, changed a password … */
export const securityArea = defineArea({
  name: 'security',
  screens: {
    securityEvents: list('/ayarlar/guvenlik-kayitlari', 'securityEvents'),
    outboxMessages: list('/ayarlar/bekleyen-mesajlar', 'outboxMessages'),
  },
  dictionaries: { tr, en },
  registry: () => import('./registry.ts').then((module) => module.securityRegistry),
});
