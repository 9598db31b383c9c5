import { ANSWER_TYPES, translate } from '@pano/contract';
import { ok, type Envelope } from '../../kernel/envelope.ts';
import type { OperationContext } from '../../request/context.ts';

export interface AnswerTypeView {
  id: number;
  name: string;
}

/** The answer types (1 single choice, 2 multiple choice), named in the caller's language. */
export async function answerTypes({ lang }: OperationContext): Promise<Envelope<AnswerTypeView[]>> {
  const rows = ANSWER_TYPES.map((id) => ({ id, name: translate(lang, `answerType.${id}`) }));
  return Promise.resolve(ok(rows, rows.length));
}
