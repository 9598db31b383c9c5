import type { Envelope } from '../../api/envelope.ts';
import type { ScreenProps } from '../../app/screens.ts';
import { OfflineBanner } from '../../components/OfflineBanner.tsx';
import { StateView } from '../../components/StateView.tsx';
import { when } from '../../components/when.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import { useMyRequests } from './useMyRequests.ts';
import styles from './Requests.module.css';

/**
 * One request of mine: its state, who it waits for (and for whom they decide), why it is stuck if it is, and
 * its trail — each step by the number the editor and the panel use.
 */
export default function RequestScreen({ id }: ScreenProps) {
  const { t, language } = useT();
  const read = useMyRequests();
  const found = read.envelope?.data?.find((request) => String(request.id) === id) ?? null;
  // one of the list: the list's failure, or this request, or 'no longer in your list'
  const envelope: Envelope<NonNullable<typeof found>> | undefined = !read.envelope
    ? undefined
    : {
        isSuccess: read.envelope.isSuccess && found !== null,
        message: read.envelope.message,
        messages:
          read.envelope.isSuccess && !found
            ? [{ code: 'NotFound', message: t('requests.gone') }]
            : read.envelope.messages,
        data: found,
      };
  return (
    <>
      <OfflineBanner fetchedAt={read.fetchedAt} />
      <StateView envelope={envelope} loading={read.loading} retry={() => void read.reload()} emptyText="">
        {(request) => (
          <article className={styles.detail}>
            <p className={styles.kind}>{request.kindName}</p>
            <h2>{request.summary}</h2>
            <p>
              <span className={styles.state} data-state={request.state}>
                {request.stateName}
              </span>
              <span className={ui.muted}> · {when(request.createTime, language)}</span>
            </p>
            {request.stuckMessage && (
              <p role="note" className={ui.notice}>
                {t('requests.stuckBecause', { reason: request.stuckMessage })}
              </p>
            )}
            {request.waitingOn.length > 0 && (
              <section aria-labelledby="waiting-title">
                <h3 id="waiting-title">{t('requests.waitingOn')}</h3>
                <ul>
                  {request.waitingOn.map((approval) => (
                    <li key={approval.id}>
                      {t('requests.step', { number: approval.stepNumber })}: {approval.user.fullName}
                      {approval.forUser
                        ? ` ${t('requests.onBehalf', { name: approval.forUser.fullName })}`
                        : ''}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section aria-labelledby="trail-title">
              <h3 id="trail-title">{t('requests.trail')}</h3>
              <ol className={styles.trail}>
                {request.trail.map((entry) => (
                  <li key={entry.id}>
                    <span>
                      {entry.stepNumber ? `${t('requests.step', { number: entry.stepNumber })}: ` : ''}
                      {entry.text}
                    </span>
                    <span className={ui.muted}>{when(entry.createTime, language)}</span>
                  </li>
                ))}
              </ol>
            </section>
          </article>
        )}
      </StateView>
    </>
  );
}
