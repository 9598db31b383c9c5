import type { ScreenProps } from '../../app/screens.ts';
import { useHome, type Home } from '../../app/useHome.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StateView } from '../../components/StateView.tsx';
import { useT } from '../../i18n/i18n.ts';
import { DynamicParts } from './DynamicParts.tsx';
import { Links } from './Links.tsx';
import { Menus } from './Menus.tsx';
import { Sliders } from './Sliders.tsx';
import styles from './HomeScreen.module.css';

const listOf = <T,>(envelope: { isSuccess: boolean; data?: readonly T[] | null }) =>
  envelope.isSuccess ? (envelope.data ?? []) : [];

const isEmptyHome = (home: Home) =>
  !listOf(home.myMenus).length &&
  !listOf(home.myLinks).length &&
  !listOf(home.mySliders).length &&
  !listOf(home.myDynamicParts).length;

/**
 * The home the administrators shape (docs/portal-app.md): sliders, dynamic parts, the menus of this device
 * and links by group — only what the portal API gives this employee, nothing filtered again here.
 */
export default function HomeScreen(_: ScreenProps) {
  const { t } = useT();
  const home = useHome();
  return (
    <>
      <OfflineBanner fetchedAt={home.fetchedAt} />
      <StateView
        envelope={home.value ? { ...home.value.me, data: home.value } : undefined}
        loading={home.loading}
        retry={() => void home.reload()}
        emptyText={t('home.empty')}
        isEmpty={isEmptyHome}
      >
        {(value) => (
          <div className={styles.home}>
            <p className={styles.greeting}>{t('home.hello', { name: value.me.data?.name ?? '' })}</p>
            <Sliders sliders={listOf(value.mySliders)} />
            <Menus menus={listOf(value.myMenus)} />
            <DynamicParts parts={listOf(value.myDynamicParts)} />
            <Links links={listOf(value.myLinks)} />
          </div>
        )}
      </StateView>
    </>
  );
}
