import { deleteEffect } from './deleteEffect.ts';
import { stepTitle, type Step } from './steps.ts';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The delete confirmation's words: the step by name, then in plain words what happens to the arrows into
 * it and to its own (deleteEffect.ts mirrors the server's rules).
 */
export function deleteMessage(step: Step, steps: readonly Step[], t: Translate) {
  const name = (s: Step) => stepTitle(s, s.number, t);
  const effect = deleteEffect(step, steps);
  const sentences: string[] = [];
  if (effect.incoming === 0) sentences.push(t('workflows.deleteIncomingNone'));
  else if (effect.kind === 'relink')
    sentences.push(t('workflows.deleteIncomingRelink', { target: name(effect.target) }));
  else if (effect.kind === 'end') sentences.push(t('workflows.deleteIncomingEnd'));
  else sentences.push(t('workflows.deleteIncomingGone'));
  if (effect.kind === 'relink')
    sentences.push(t('workflows.deleteOwnRelink', { target: name(effect.target) }));
  else if (effect.kind === 'end') sentences.push(t('workflows.deleteOwnNone'));
  else if (effect.orphans.length)
    sentences.push(
      t('workflows.deleteBranchesOrphans', { names: effect.orphans.map((s) => `“${name(s)}”`).join(', ') }),
    );
  else sentences.push(t('workflows.deleteBranchesKept'));
  return { title: t('workflows.deleteTitle', { step: name(step) }), message: sentences.join(' ') };
}
