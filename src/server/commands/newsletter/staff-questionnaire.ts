// The console's questionnaire screen (issue 15; staff with customers.view): the answers newest first, and all of them
// as CSV for a spreadsheet.
import { count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { questionnaireAnswers, users } from '../../db/schema/index';
import { questionnaireBodySchema, type StaffQuestionnaireAnswer } from '../../../shared/contracts/newsletter';
import { csvCell } from '../../http/csv-cell';

const select = (db: Deps['db']) =>
  db
    .select({ id: questionnaireAnswers.id, createdAt: questionnaireAnswers.createdAt, lang: questionnaireAnswers.lang, answers: questionnaireAnswers.answers, email: users.email })
    .from(questionnaireAnswers)
    .leftJoin(users, eq(users.id, questionnaireAnswers.userId))
    .orderBy(desc(questionnaireAnswers.createdAt), desc(questionnaireAnswers.id));

type Row = Awaited<ReturnType<typeof select>>[number];

const present = (r: Row): StaffQuestionnaireAnswer => {
  // stored through the same schema, so it parses; parsing again keeps the type honest
  const a = questionnaireBodySchema.parse(r.answers);
  return {
    id: r.id, created_at: r.createdAt.toISOString(), lang: r.lang === 'jp' ? 'jp' : 'en', customer_email: r.email ?? null,
    role: a.role, services: a.services, satisfaction: a.satisfaction, recommend: a.recommend, comments: a.comments,
  };
};

export const listQuestionnaireAnswers = async ({ db }: Pick<Deps, 'db'>, q: { page: number; pageSize: number }) => {
  const [total] = await db.select({ n: count() }).from(questionnaireAnswers);
  const rows = await select(db).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return { total: total?.n ?? 0, page: q.page, page_size: q.pageSize, list: rows.map(present) };
};

const HEAD = ['id', 'created_at', 'lang', 'customer_email', 'role', 'services', 'satisfaction', 'recommend', 'comments'];

export const questionnaireCsv = async ({ db }: Pick<Deps, 'db'>): Promise<string> => {
  const rows = (await select(db)).map(present);
  const lines = rows.map((a) =>
    [a.id, a.created_at, a.lang, a.customer_email, a.role, a.services.join('|'), a.satisfaction, a.recommend, a.comments].map(csvCell).join(','));
  // a byte-order mark so spreadsheet programs read Japanese comments as UTF-8
  return `\uFEFF${[HEAD.join(','), ...lines].join('\r\n')}\r\n`;
};
