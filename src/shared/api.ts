// The API envelope and codes every endpoint shares (spec platform §7, §8).
import { z } from 'zod';
import { queryId, text } from './contracts/fields';

export { ApiCode, GENERIC_FAILURE, type ApiCodeValue, type ApiEnvelope } from './api-codes';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

/**
 * Query parameters every call may carry (spec platform §7). Route query schemas extend this,
 * so unknown parameters are still rejected.
 */
const commonQueryShape = {
  user_id: queryId().optional(),
  token: text().max(200).optional(),
  guid: text().max(64).optional(),
  appid: z.enum(['en_pc', 'en_mobile', 'jp_pc', 'jp_mobile']).optional(),
  lang: z.enum(['en', 'jp']).optional(),
};

export const apiQuery = <S extends z.ZodRawShape>(shape: S = {} as S) =>
  z.strictObject({ ...commonQueryShape, ...shape });
