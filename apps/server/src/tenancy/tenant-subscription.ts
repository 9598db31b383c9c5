import type { Subscription } from '../db/control.schema.ts';
import type { BrandingValues, ControlStore } from './control-store.ts';

/**
 * The signed-in tenant's own subscription (`session.subscription`): bound to the token's tenant at the edge,
 * so the branding page reads and changes its own company's logos and colours and never names a tenant.
 */
export interface TenantSubscription {
  /** The tenant's tag (for answers such as GetSubscription's shape; never a way to reach another tenant). */
  readonly tag: string;
  read(): Promise<Subscription>;
  updateBranding(values: BrandingValues): Promise<Subscription>;
}

export function tenantSubscription(control: ControlStore, tag: string): TenantSubscription {
  const required = (row: Subscription | undefined): Subscription => {
    if (!row) throw new Error(`subscription ${tag} is gone`);
    return row;
  };
  return {
    tag,
    read: async () => required(await control.findByTag(tag)),
    updateBranding: async (values) => required(await control.updateBranding(tag, values)),
  };
}
