import { useState } from 'react';
import { enqueue, outboxStore } from '../../api/outbox.ts';
import { useSending } from '../../components/useSending.ts';
import { useStore } from '../../app/store.ts';
import { RespondDisasterDocument } from '../../graphql/generated/emergency.ts';
import { useT } from '../../i18n/i18n.ts';
import ui from '../../styles/ui.module.css';
import styles from './Emergency.module.css';

/** The position, if the phone gives it within a few seconds; nothing otherwise. */
function position(): Promise<{ latitude: number; longitude: number } | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

/**
 * "I'm safe" / "I need help", with the location only if the employee ticks it now. The answer goes through
 * the outbox: sent at once when online, kept and sent once when the connection comes back.
 */
export function EmergencyAnswer({ disasterId, onAnswered }: { disasterId: number; onAnswered: () => void }) {
  const { t } = useT();
  const [withLocation, setWithLocation] = useState(false);
  const { busy, send } = useSending();
  const waiting = useStore(outboxStore).some(
    (item) =>
      item.document === RespondDisasterDocument &&
      (item.variables.inputModel as { disasterId?: number } | undefined)?.disasterId === disasterId,
  );
  const answer = (safe: boolean) =>
    send(async () => {
      const where = withLocation ? await position() : null;
      await enqueue({
        label: t(safe ? 'emergency.sentSafe' : 'emergency.sentHelp'),
        document: RespondDisasterDocument,
        variables: { inputModel: { disasterId, response: safe, ...(where ?? {}) } },
      });
      onAnswered();
    });
  return (
    <div className={styles.answer}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={`${ui.button} ${styles.safe}`}
          onClick={() => void answer(true)}
          disabled={busy}
        >
          {t('emergency.safe')}
        </button>
        <button
          type="button"
          className={`${ui.button} ${ui.danger}`}
          onClick={() => void answer(false)}
          disabled={busy}
        >
          {t('emergency.help')}
        </button>
      </div>
      <label className={styles.location}>
        <input
          type="checkbox"
          checked={withLocation}
          onChange={(event) => setWithLocation(event.target.checked)}
        />
        {t('emergency.withLocation')}
      </label>
      {waiting && (
        <p role="status" className={styles.waiting}>
          {t('emergency.waiting')}
        </p>
      )}
    </div>
  );
}
