// What the deletion wizard hears when something is off, with keys the web app translates (common catalog errors.*).
// A token of another account, an expired one and a made-up one all answer like a missing record (security/policy.ts).
import { conflict, notFound } from '../../http/errors';

export const deletionNotFound = () => notFound('This deletion request was not found or has expired. Please start again.');
export const deletionNotChecked = () => conflict('errors.deletionNotChecked', 'Please run the account check first.');
export const deletionBlocked = () => conflict('errors.deletionBlocked', 'The account check did not pass. Please check it again.');
