import { href } from '../../app/router.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { usePortal } from '../../api/usePortal.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StateView } from '../../components/StateView.tsx';
import { MyFormsDocument } from '../../graphql/generated/forms.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';

/** The forms my role may fill (`myForms`). */
export default function FormsScreen(_: ScreenProps) {
  const { t } = useT();
  const read = usePortal('forms', MyFormsDocument, {}, 'myForms');
  return (
    <>
      <OfflineBanner fetchedAt={read.fetchedAt} />
      <p>
        <a href={href('requests')}>{t('requests.mine')}</a>
      </p>
      <StateView
        envelope={read.envelope}
        loading={read.loading}
        retry={() => void read.reload()}
        isEmpty={(list) => !list.length}
        emptyText={t('forms.empty')}
      >
        {(list) => (
          <ul className={ui.stack}>
            {list.map((form) => (
              <li key={form.id}>
                <a className={ui.card} href={href('form', form.id)}>
                  {form.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </StateView>
    </>
  );
}
