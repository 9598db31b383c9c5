import { useEffect, useState } from 'react';
import { sessionStore } from '../../api/session.ts';
import { saved } from '../../app/store.ts';
import type { Answers } from './answers.ts';

const keyOf = (formId: number) => `draft:${sessionStore.get()?.userId ?? 0}:${formId}`;

function read(formId: number): Answers {
  try {
    const value = JSON.parse(saved.get(keyOf(formId)) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Answers) : {};
  } catch {
    return {};
  }
}

/** A form's answers as typed, kept on the device until sent (a reload or a lost connection loses nothing). */
export function useDraft(formId: number) {
  const [answers, setAnswers] = useState<Answers>(() => read(formId));
  useEffect(() => {
    saved.set(keyOf(formId), Object.keys(answers).length ? JSON.stringify(answers) : null);
  }, [formId, answers]);
  return {
    answers,
    set: (itemId: number, value: Answers[number]) =>
      setAnswers((current) => ({ ...current, [itemId]: value })),
    clear: () => setAnswers({}),
  };
}
