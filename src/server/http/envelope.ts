import type { ApiEnvelope } from '../../shared/api';

/** The success envelope (spec platform §7: success code 0). */
export const ok = <T>(data: T): ApiEnvelope<T> => ({ code: 0, msg: 'success', data });
