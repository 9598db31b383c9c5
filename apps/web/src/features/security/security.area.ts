import { defineArea, list } from '../area.tsx';

/** Security events (docs/sign-in.md): who signed in, failed, was turned away, changed a password … */
export const securityArea = defineArea({
  name: 'security',
  screens: {
    securityEvents: list('/ayarlar/guvenlik-kayitlari', 'securityEvents'),
    outboxMessages: list('/ayarlar/bekleyen-mesajlar', 'outboxMessages'),
  },
  registry: () => import('./registry.ts').then((module) => module.securityRegistry),
});
