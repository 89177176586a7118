// What an applicant, a customer or a staff member hears about a distributor call (common catalog, errors.*).
import { conflict, invalid, notFound } from '../../http/errors';

export const distributorNotFound = () => notFound('Distributor not found.');
export const distributorExists = () => conflict('errors.distributorExists', 'You have already applied.');
export const distributorNotApproved = () => conflict('errors.distributorNotApproved', 'There is no contract to accept.');
export const distributorDecided = () => conflict('errors.distributorDecided', 'This application was already decided.');
export const distributorNotOnTerms = () => conflict('errors.distributorNotOnTerms', 'Only an approved distributor has rebate terms to change.');
export const distributorNotActive = () => conflict('errors.distributorNotActive', 'Only an active distributor can be suspended.');
export const distributorNotSuspended = () => conflict('errors.distributorNotSuspended', 'Only a suspended distributor can be reinstated.');
export const payoutNotDue = () => conflict('errors.payoutNotDue', 'This period is not over, or it earned nothing.');
export const payoutPaid = () => conflict('errors.payoutPaid', 'This period was already paid.');
export const unknownDistributorCode = () => invalid({ distributor_code: 'validation.distributorCode' }, 'This distributor code is not valid.');
