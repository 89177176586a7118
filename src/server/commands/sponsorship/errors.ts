// What the applicant or the console hears about a sponsorship application (common catalog errors.*).
import { conflict, notFound } from '../../http/errors';

export const sponsorshipNotFound = () => notFound('Sponsorship application not found.');
export const sponsorshipDecided = () => conflict('errors.sponsorshipDecided', 'This application was already decided.');
export const sponsorshipPending = () => conflict('errors.sponsorshipPending', 'You already have an application waiting for a decision.');
