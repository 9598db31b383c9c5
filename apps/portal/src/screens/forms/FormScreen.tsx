import { useState, type FormEvent } from 'react';
import { firstMessage, isUnreachable } from '../../api/envelope.ts';
import { portal } from '../../api/graphql.ts';
import { usePortal } from '../../api/usePortal.ts';
import { href } from '../../app/router.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StateView } from '../../components/StateView.tsx';
import {
  MyFormDocument,
  SubmitFormDocument,
  type SubmitFormMutation,
} from '../../graphql/generated/forms.ts';
import { useSending } from '../../components/useSending.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import { answerProblem, submission, type Form } from './answers.ts';
import { FormItemInput } from './FormItemInput.tsx';
import { useDraft } from './useDraft.ts';
import styles from './Form.module.css';

/**
 * A form to fill (docs/portal-app.md, Forms): every element the builder makes, the rules checked at each
 * field before sending and the server's refusals shown at theirs; the answers kept on the device until sent.
 */
export default function FormScreen({ id }: ScreenProps) {
  const formId = Number(id);
  const read = usePortal(`form:${formId}`, MyFormDocument, { inputModel: { formId } }, 'myForm');
  return (
    <>
      <OfflineBanner fetchedAt={read.fetchedAt} />
      <StateView
        envelope={read.envelope}
        loading={read.loading}
        retry={() => void read.reload()}
        emptyText=""
      >
        {(form) => <FormFill form={form} />}
      </StateView>
    </>
  );
}

function FormFill({ form }: { form: Form }) {
  const { t } = useT();
  const draft = useDraft(form.id);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, send } = useSending();
  const [sent, setSent] = useState(false);
  const items = form.categories.flatMap((category) => category.items);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found: Record<number, string> = {};
    for (const item of items) {
      const problem = answerProblem(item, draft.answers[item.id], t);
      if (problem) found[item.id] = problem;
    }
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) return document.getElementById(`item-${first}`)?.focus();
    await send(async () => {
      const { submitForm } = await portal(SubmitFormDocument, {
        inputModel: submission(form, draft.answers),
      });
      settle(submitForm);
    });
  };

  const settle = (submitForm: SubmitFormMutation['submitForm']) => {
    if (submitForm.isSuccess) {
      draft.clear();
      return setSent(true);
    }
    if (isUnreachable(submitForm)) return setError(t('forms.offline'));
    // a refusal names its item (`answers.<item name>`): shown there, the answers kept
    const atItems: Record<number, string> = {};
    for (const message of submitForm.messages) {
      const item = items.find((candidate) => message.field === `answers.${candidate.name}`);
      if (item) atItems[item.id] = message.message;
    }
    setProblems(atItems);
    if (!Object.keys(atItems).length) setError(firstMessage(submitForm) ?? t('state.failed'));
  };

  if (sent)
    return (
      <div role="status" className={ui.notice}>
        <p>{t('forms.sent', { name: form.name })}</p>
        <a className={`${ui.button} ${ui.secondary}`} href={href('forms')}>
          {t('forms.back')}
        </a>
      </div>
    );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{form.name}</h2>
      <p className={ui.muted}>{t('forms.draftKept')}</p>
      {[...form.categories]
        .sort((a, b) => a.position - b.position)
        .map((category) => (
          <section key={category.id} className={styles.category} aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`}>{category.name}</h2>
            {[...category.items]
              .sort((a, b) => a.position - b.position)
              .map((item) => (
                <FormItemInput
                  key={item.id}
                  item={item}
                  value={draft.answers[item.id]}
                  problem={problems[item.id] ?? null}
                  onChange={(value) => draft.set(item.id, value)}
                />
              ))}
          </section>
        ))}
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={`${ui.button} ${ui.block}`} disabled={busy}>
          {t('forms.send')}
        </button>
      </div>
    </form>
  );
}
