// Newsletter double opt-in and unsubscribe (issue 15; the sign-up itself is POST /newsletter/subscribe in content.ts)
// and /fusion-questionnaire with the staff's reading and CSV export (customers.view).
import {
  newsletterLinkResultSchema, newsletterTokenBodySchema, questionnaireBodySchema, questionnaireResultSchema,
  staffQuestionnaireListSchema, staffQuestionnaireQuerySchema,
} from '../contracts/newsletter';
import { area, route } from './route';

export const newsletterRoutes = area(['content'], {
  /** The confirmation link's token (/subscribe?token=…): the pending sign-up joins the list. */
  'POST /newsletter/confirm': route({ auth: 'public', body: newsletterTokenBodySchema, response: newsletterLinkResultSchema }),
  /** The unsubscribe link's token (/unsubscribe?token=…): the address leaves the list. */
  'POST /newsletter/unsubscribe': route({ auth: 'public', body: newsletterTokenBodySchema, response: newsletterLinkResultSchema }),
  'POST /questionnaire': route({ auth: 'public', body: questionnaireBodySchema, response: questionnaireResultSchema }),
});

export const staffQuestionnaireRoutes = area(['staff', 'content'], {
  'GET /v1/staff/questionnaire': route({ auth: 'staff:customers.view', query: staffQuestionnaireQuerySchema, response: staffQuestionnaireListSchema }),
  /** Every answer as CSV (cells starting with = + - @ are defused), not the envelope. */
  'GET /v1/staff/questionnaire/export': route({ auth: 'staff:customers.view' }),
});
