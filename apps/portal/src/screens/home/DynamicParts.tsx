import type { CSSProperties } from 'react';
import type { HomeQuery } from '../../graphql/generated/home.ts';
import { href } from '../../app/router.ts';
import { readableText } from '../../app/colours.ts';
import { when } from '../../components/when.ts';
import { useT } from '../../i18n/i18n.ts';
import styles from './DynamicParts.module.css';

type Part = NonNullable<HomeQuery['myDynamicParts']['data']>[number];

const colour = (value: string | null) => (value && /^#[0-9a-f]{6}$/i.test(value) ? value : undefined);

/** The dynamic parts as cards, in the colours the administrator chose, each with its announcements. */
export function DynamicParts({ parts }: { parts: readonly Part[] }) {
  const { t, language } = useT();
  return (
    <>
      {parts.map((part) => {
        const background = colour(part.backgroundColor) ?? null;
        const header = colour(part.headerColor) ?? null;
        const style: CSSProperties = {
          background: background ?? undefined,
          color: readableText(background, colour(part.fontColor) ?? null),
        };
        return (
          <section key={part.id} className={styles.part} style={style} aria-labelledby={`part-${part.id}`}>
            <header
              className={styles.header}
              style={
                header
                  ? { background: header, color: readableText(header, colour(part.fontColor) ?? null) }
                  : undefined
              }
            >
              {part.logoPath && <img className={styles.logo} src={part.logoPath} alt="" />}
              <h2 id={`part-${part.id}`}>{part.title || part.name}</h2>
            </header>
            {part.announcements.length ? (
              <ul className={styles.list}>
                {part.announcements.map((item) => (
                  <li key={item.id}>
                    <a className={styles.item} href={href('announcement', item.id)}>
                      {item.coverUrl && (
                        <img className={styles.cover} src={item.coverUrl} alt="" loading="lazy" />
                      )}
                      <span>
                        <strong>{item.title}</strong>
                        {item.spotText && <span className={styles.spot}>{item.spotText}</span>}
                        <span className={styles.meta}>
                          {item.categoryName} · {when(item.createTime, language)}
                        </span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('home.partEmpty')}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
