// POST /questionnaire (issue 15, /fusion-questionnaire): stores one set of answers, with the customer when signed in.
import type { Deps } from '../../deps';
import { questionnaireAnswers } from '../../db/schema/index';
import type { QuestionnaireAnswers } from '../../../shared/contracts/newsletter';
import type { Lang } from '../../../shared/ids';

export const submitQuestionnaire = async (
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  input: { answers: QuestionnaireAnswers; userId: number | null; lang: Lang },
): Promise<{ id: number }> => {
  const [row] = await db
    .insert(questionnaireAnswers)
    .values({ userId: input.userId, lang: input.lang, answers: input.answers, createdAt: clock.now() })
    .returning({ id: questionnaireAnswers.id });
  return { id: row!.id };
};
