import { lazy, Suspense, useState } from 'react';
import { rememberedTag, sessionStore } from '../api/session.ts';
import { SignInScreen } from '../screens/signin/SignInScreen.tsx';
import { Loading } from '../components/Loading.tsx';
import { useManifest } from './manifestLink.ts';
import { Shell } from './Shell.tsx';
import { useStore } from './store.ts';
import { useAppearance } from './theme.ts';
import { useHome } from './useHome.ts';
import { outboxStore } from '../api/outbox.ts';
import { activeEmergency, answersEmergency } from '../screens/emergency/activeEmergency.ts';

const DisclaimerScreen = lazy(() => import('../screens/disclaimer/DisclaimerScreen.tsx'));
const EmergencyTakeover = lazy(() => import('../screens/emergency/EmergencyTakeover.tsx'));

/** Signed out: the sign-in. Signed in: the active disclaimer first, until accepted; then the app. */
export function App() {
  const session = useStore(sessionStore);
  useAppearance(session?.company);
  useManifest(session?.company.tag ?? (rememberedTag() || undefined), session?.company.primaryColorCode);
  if (!session) return <SignInScreen />;
  return <SignedIn key={session.token} />;
}

function SignedIn() {
  const home = useHome();
  // an emergency put off with "later" stays away until the app opens again
  const [later, setLater] = useState<number | null>(null);
  const waiting = useStore(outboxStore);
  const disclaimer = home.value?.activeDisclaimer.data;
  if (disclaimer && !disclaimer.isAccepted)
    return (
      <Suspense fallback={<Loading />}>
        <DisclaimerScreen disclaimer={disclaimer} onAccepted={home.reload} />
      </Suspense>
    );
  const emergency = activeEmergency(home.value?.myDisasters.data ?? []);
  const answered = waiting.some((item) => answersEmergency(item, emergency?.id));
  return (
    <>
      <Shell unread={home.value?.unread.totalItemCount ?? 0} />
      {emergency && !answered && later !== emergency.id && (
        <Suspense fallback={<Loading />}>
          <EmergencyTakeover
            emergency={emergency}
            onAnswered={() => void home.reload()}
            onLater={() => setLater(emergency.id)}
          />
        </Suspense>
      )}
    </>
  );
}
