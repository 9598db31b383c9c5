import type { ScreenProps } from '../../app/screens.ts';
import { useHome, type Home } from '../../app/useHome.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import styles from './PageScreen.module.css';

interface Page {
  title: string;
  html: string;
}

/** The page an entry of the home opens: `menu-3`, `link-7`, `slide-12` (the home's answer holds its HTML). */
export function pageOf(home: Home | undefined, id: string | undefined): Page | null {
  const [source, raw] = (id ?? '').split('-');
  const entryId = Number(raw);
  if (!home) return null;
  const entries: { id: number; name: string; targetComponent: string; targetPayload: string }[] =
    source === 'menu'
      ? (home.myMenus.data ?? [])
      : source === 'link'
        ? (home.myLinks.data ?? [])
        : source === 'slide'
          ? (home.mySliders.data ?? []).flatMap((slider) => slider.items)
          : [];
  const entry = entries.find((item) => item.id === entryId && item.targetComponent === 'HtmlPage');
  return entry ? { title: entry.name, html: entry.targetPayload } : null;
}

/** An HTML page of a menu, a link or a slide: the server stored it clean (docs/navigation.md). */
export default function PageScreen({ id }: ScreenProps) {
  const { t } = useT();
  const home = useHome();
  const page = pageOf(home.value, id);
  return (
    <>
      <OfflineBanner fetchedAt={home.fetchedAt} />
      {page ? (
        <article className={styles.page}>
          <h2>{page.title}</h2>
          <div dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
      ) : (
        <p className={ui.muted} role={home.loading ? 'status' : undefined}>
          {home.loading ? t('state.loading') : t('page.gone')}
        </p>
      )}
    </>
  );
}
