import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Icon } from '../components/Icon.tsx';
import { Loading } from '../components/Loading.tsx';
import { OutboxBar } from '../components/OutboxBar.tsx';
import { useT } from '../i18n/i18n.ts';
import { href, useRoute } from './router.ts';
import { SCREENS, screenOf, type ScreenProps } from './screens.ts';
import styles from './Shell.module.css';

const LAZY = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>(
  SCREENS.map((screen) => [screen.name, lazy(screen.load)]),
);

/** The signed-in app: a header with the screen's title, the screen, and the tabs at the bottom. */
export function Shell({ unread }: { unread: number }) {
  const { t } = useT();
  const route = useRoute();
  const screen = screenOf(route.name);
  const Screen = LAZY.get(screen.name);
  const title = t(screen.titleKey);
  useEffect(() => {
    document.title = `${title} · Pano`;
  }, [title]);
  const tabs = useMemo(() => SCREENS.filter((entry) => entry.tab), []);
  return (
    <div className={styles.app}>
      <a className={styles.skip} href="#main" onClick={(event) => skipToMain(event)}>
        {t('nav.skip')}
      </a>
      <header className={styles.header}>
        {!screen.tab && (
          <button
            type="button"
            className={styles.back}
            onClick={() => history.back()}
            aria-label={t('nav.back')}
          >
            <Icon name="back" />
          </button>
        )}
        <h1 className={styles.title}>{title}</h1>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <OutboxBar />
        <Suspense fallback={<Loading />}>{Screen && <Screen key={route.id} id={route.id} />}</Suspense>
      </main>
      <nav aria-label={t('nav.label')} className={styles.tabs}>
        {tabs.map((tab) => (
          <a
            key={tab.name}
            href={href(tab.name)}
            className={styles.tab}
            aria-current={tab.name === screen.name ? 'page' : undefined}
          >
            <Icon name={tab.tab ?? 'home'} />
            <span>{t(tab.titleKey)}</span>
            {tab.name === 'notifications' && unread > 0 && (
              <span className={styles.badge}>
                {unread > 99 ? '99+' : unread}
                <span className="visually-hidden">{t('notifications.unread', { count: unread })}</span>
              </span>
            )}
          </a>
        ))}
      </nav>
    </div>
  );
}

/** The skip link moves the focus to the screen without changing the hash route. */
function skipToMain(event: { preventDefault: () => void }) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
