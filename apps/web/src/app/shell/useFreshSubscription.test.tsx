import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEFAULT_COLORS } from '@pano/contract';
import { clearSession, sessionStore, storeSubscription } from '../../state/session.ts';
import type { Subscription } from '../../graphql/subscription.ts';
import { ok, stubFetch } from '../../test/fetchStub.ts';
import { renderScreen } from '../../test/renderScreen.tsx';
import { TenantLogo } from './TenantLogo.tsx';
import { useFreshSubscription } from './useFreshSubscription.ts';

const SIGNED_IN: Subscription = {
  channel: 'demo',
  tag: 'demo',
  connectionString: 'opaque-1',
  company: { name: 'Pano Demo', logo: '/files/demo/old.png', transparentLogo: null, fileContainerPath: null },
  ...DEFAULT_COLORS,
};

/** The side menu's logo, with the shell's re-reading of the subscription. */
function MenuLogo() {
  useFreshSubscription();
  return <TenantLogo width={180} maxHeight={64} />;
}

describe('the tenant logo while the panel is open', () => {
  beforeEach(() => storeSubscription(SIGNED_IN));
  afterEach(() => clearSession());

  it('shows a logo another administrator changed without a new sign-in, at most 64 px high', async () => {
    const api = stubFetch((call) =>
      call.url.startsWith('/api/Subscription/GetSubscription?tag=demo')
        ? ok({
            ...SIGNED_IN,
            connectionString: 'opaque-2',
            company: { ...SIGNED_IN.company, logo: '/files/demo/new.png' },
          })
        : ok(null),
    );
    renderScreen(<MenuLogo />, { at: '/' });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Pano Demo' })).toHaveAttribute('src', '/files/demo/new.png'),
    );
    expect(sessionStore.get().subscription?.company.logo).toBe('/files/demo/new.png');
    expect(screen.getByRole('img', { name: 'Pano Demo' })).toHaveStyle({ maxHeight: '64px' });
    expect(api.calls.filter((call) => call.url.includes('GetSubscription'))).toHaveLength(1);
  });

  it('keeps the stored subscription when only the connection token differs', async () => {
    const api = stubFetch(() => ok({ ...SIGNED_IN, connectionString: 'opaque-3' }));
    const { client } = renderScreen(<MenuLogo />, { at: '/' });
    // the answer has come (and its effect has run) before the session is looked at
    await waitFor(() => expect(client.getQueryState(['subscription', 'demo'])?.status).toBe('success'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toHaveLength(1);
    expect(sessionStore.get().subscription?.connectionString).toBe('opaque-1');
  });
});
