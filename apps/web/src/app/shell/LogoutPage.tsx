import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../graphql/client.ts';
import { LogoutDocument } from '../../graphql/generated/session.ts';
import { SIGN_IN_PATH } from '../paths.ts';
import { forgetLocation } from '../../state/lastLocation.ts';
import { beginLoadingTask } from '../../state/loadingTasks.ts';
import { clearSession, sessionStore } from '../../state/session.ts';

/** Revokes the token (a failure is ignored), clears the session and the last location, then signs in. */
export function LogoutPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const end = beginLoadingTask();
    const revoke = sessionStore.get().token
      ? request('main', LogoutDocument, {}, { redirectOnAuthFailure: false }).catch(() => undefined)
      : Promise.resolve();
    void revoke.finally(() => {
      clearSession();
      forgetLocation();
      client.clear();
      end();
      void navigate(SIGN_IN_PATH, { replace: true });
    });
  }, [navigate, client]);
  return null;
}
