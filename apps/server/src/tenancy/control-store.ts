import { asc, eq } from 'drizzle-orm';
import { DEFAULT_COLORS } from '@pano/contract';
import type { Config } from '../kernel/config.ts';
import { subscriptions, type Subscription } from '../db/control.schema.ts';
import { engineOptions, openDatabase, type Database } from './database.ts';
import { CONTROL_MIGRATIONS } from './migrations.ts';

export interface NewSubscription {
  tag: string;
  companyName: string;
  databaseUrl: string;
}

/** What the branding page may change in a subscription. */
export type BrandingValues = Partial<
  Pick<
    Subscription,
    | 'logo'
    | 'transparentLogo'
    | 'themeColorCode'
    | 'primaryColorCode'
    | 'secondaryColorCode'
    | 'contentBackgroundColorCode'
    | 'contentTextColorCode'
  >
>;

/** The control database: which tenants exist and where their data lives. */
export class ControlStore {
  private constructor(
    readonly db: Database,
    readonly engine: 'pglite' | 'postgres',
    readonly close: () => Promise<void>,
  ) {}

  static async open(config: Config): Promise<ControlStore> {
    const url = config.databaseUrl ?? 'pglite:control';
    const opened = await openDatabase({
      ...engineOptions(config),
      url,
      migrationsFolder: CONTROL_MIGRATIONS,
    });
    return new ControlStore(opened.db, opened.engine, opened.close);
  }

  async findByTag(tag: string): Promise<Subscription | undefined> {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.tag, tag)).limit(1);
    return row;
  }

  async list(): Promise<Subscription[]> {
    return this.db.select().from(subscriptions).orderBy(asc(subscriptions.tag));
  }

  async insert(input: NewSubscription): Promise<Subscription> {
    const [row] = await this.db
      .insert(subscriptions)
      .values({ ...input, channel: input.tag, ...DEFAULT_COLORS })
      .returning();
    if (!row) throw new Error('Subscription insert returned nothing');
    return row;
  }

  /** Changes a tenant's company logos or colours (the branding page); never its tag or database. */
  async updateBranding(tag: string, values: BrandingValues): Promise<Subscription | undefined> {
    const [row] = await this.db
      .update(subscriptions)
      .set(values)
      .where(eq(subscriptions.tag, tag))
      .returning();
    return row;
  }

  async remove(tag: string): Promise<void> {
    await this.db.delete(subscriptions).where(eq(subscriptions.tag, tag));
  }
}
