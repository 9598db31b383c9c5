import type { HomeQuery } from '../../graphql/generated/home.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import { TargetLink } from './TargetLink.tsx';
import styles from './Links.module.css';

type Link = NonNullable<HomeQuery['myLinks']['data']>[number];

/** The links by group (the server orders them by group name and position). */
export function Links({ links }: { links: readonly Link[] }) {
  const { t } = useT();
  if (!links.length) return null;
  const groups = new Map<number, { name: string; links: Link[] }>();
  for (const link of links) {
    const group = groups.get(link.linkGroupId) ?? { name: link.linkGroupName, links: [] };
    group.links.push(link);
    groups.set(link.linkGroupId, group);
  }
  return (
    <section aria-labelledby="links-title">
      <h2 id="links-title" className={styles.title}>
        {t('home.links')}
      </h2>
      {[...groups].map(([id, group]) => (
        <div key={id} className={styles.group}>
          <h3 className={styles.groupName}>{group.name}</h3>
          <ul className={ui.stack}>
            {group.links.map((link) => (
              <li key={link.id}>
                <TargetLink
                  className={ui.card}
                  component={link.targetComponent}
                  payload={link.targetPayload}
                  source="link"
                  id={link.id}
                >
                  <strong>{link.name}</strong>
                  {link.description && (
                    <span className={`${styles.description} ${ui.muted}`}>{link.description}</span>
                  )}
                </TargetLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
