// DFA review (issue 11 "After the order"): the customer's reply page calls and the engineers' console calls.
// Ownership: the customer's calls answer 404 for someone else's order (policy.ts owned()).
import {
  dfaAcceptBodySchema, dfaAnswerBodySchema, dfaAskAgainBodySchema, dfaAttachmentFieldsSchema, dfaAttachmentQuerySchema,
  dfaIssueSchema, dfaOrderQuerySchema, dfaOrderSchema, dfaQueueSchema, dfaRaiseBodySchema,
} from '../contracts/dfa';
import { area, route } from './route';

export const dfaRoutes = area(['dfa'], {
  /** The reply page: the order's issues with the engineer's texts and the customer's answers. */
  'GET /v1/dfa/order': route({ auth: 'user', query: dfaOrderQuerySchema, response: dfaOrderSchema }),
  /** Answer one issue (solution, reply, response); locked afterwards until the engineer reviews it. */
  'POST /v1/dfa/answer': route({ auth: 'user', body: dfaAnswerBodySchema, response: dfaOrderSchema }),
  /** The engineer's attachment of an issue (the order's customer, or staff who may read orders); a download. */
  'GET /v1/dfa/attachment': route({ auth: 'user', query: dfaAttachmentQuerySchema }),
});

export const staffDfaRoutes = area(['staff', 'dfa'], {
  /** An order's review on the console order page. */
  'GET /v1/staff/dfa/order': route({ auth: 'staff:orders.view', query: dfaOrderQuerySchema, response: dfaOrderSchema }),
  /** Answered issues waiting for review, oldest answer first. */
  'GET /v1/staff/dfa/queue': route({ auth: 'staff:dfa.review', response: dfaQueueSchema }),
  /** Raise an issue: the order goes on hold for DFA (1013) and the customer is mailed. */
  'POST /v1/staff/dfa/raise': route({ auth: 'staff:dfa.review', body: dfaRaiseBodySchema, response: dfaIssueSchema }),
  /** Attach a picture or PDF to an issue the customer has not answered yet. */
  'POST /v1/staff/dfa/attachment': route({ auth: 'staff:dfa.review', multipart: dfaAttachmentFieldsSchema, response: dfaIssueSchema }),
  /** Accept the answer (final); the last acceptance releases the hold. */
  'POST /v1/staff/dfa/accept': route({ auth: 'staff:dfa.review', body: dfaAcceptBodySchema, response: dfaOrderSchema }),
  /** Ask again with a note: the customer's reply unlocks. */
  'POST /v1/staff/dfa/ask-again': route({ auth: 'staff:dfa.review', body: dfaAskAgainBodySchema, response: dfaOrderSchema }),
});
