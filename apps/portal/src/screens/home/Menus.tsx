import type { HomeQuery } from '../../graphql/generated/home.ts';
import { textOn } from '../../app/colours.ts';
import { useT } from '../../i18n/i18n.ts';
import { TargetLink } from './TargetLink.tsx';
import styles from './Menus.module.css';

type Menu = NonNullable<HomeQuery['myMenus']['data']>[number];

const colour = (value: string | null) => (value && /^#[0-9a-f]{6}$/i.test(value) ? value : null);

/** The menus of this device, by position: a tile each, in the entry's colour. */
export function Menus({ menus }: { menus: readonly Menu[] }) {
  const { t } = useT();
  if (!menus.length) return null;
  return (
    <section aria-labelledby="menus-title">
      <h2 id="menus-title" className={styles.title}>
        {t('home.menus')}
      </h2>
      <ul className={styles.grid}>
        {menus.map((menu) => {
          const background = colour(menu.backgroundColor);
          return (
            <li key={menu.id}>
              <TargetLink
                className={styles.tile}
                component={menu.targetComponent}
                payload={menu.targetPayload}
                source="menu"
                id={menu.id}
              >
                <span
                  className={styles.mark}
                  aria-hidden="true"
                  style={background ? { background, color: textOn(background) } : undefined}
                >
                  {menu.name.trim().charAt(0).toLocaleUpperCase()}
                </span>
                <span>{menu.name}</span>
              </TargetLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
