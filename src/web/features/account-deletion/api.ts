// The account deletion calls (route map: src/shared/routes/account-deletion.ts), the spec's /third/* calls.
import { call } from '../../api/client';
import type { DeletionCheckBody } from '../../../shared/contracts/account-deletion';

export const startDeletion = () => call('POST /third/get-token', { body: {} });
export const previewDeletion = (token: string) => call('POST /third/preview-cancel', { body: { token } });
export const checkAccount = (body: DeletionCheckBody) => call('POST /third/verify-can-cancel', { body });
export const confirmDeletion = (token: string, password: string) => call('POST /third/confirm-cancel', { body: { token, password } });
