/** What GetSubscription answers (docs/api.md): kept in the session, read by the theme and the logo. */

export interface Company {
  name: string;
  logo: string | null;
  transparentLogo: string | null;
  fileContainerPath: string | null;
}

/** The tenant as GetSubscription answers it; connectionString is a signed, opaque connection token. */
export interface Subscription {
  channel: string;
  tag: string;
  company: Company;
  connectionString: string;
  themeColorCode?: string | null;
  primaryColorCode?: string | null;
  secondaryColorCode?: string | null;
  contentBackgroundColorCode?: string | null;
  contentTextColorCode?: string | null;
}
