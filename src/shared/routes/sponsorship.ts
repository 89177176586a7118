// PCBA sponsorship (issue 15): the applicant's applications, and the console's queue and decision (staff actions
// sponsorship.view / sponsorship.decide).
import {
  sponsorshipBodySchema, sponsorshipListSchema, sponsorshipSchema, staffSponsorshipDecideBodySchema, staffSponsorshipDetailQuerySchema,
  staffSponsorshipListSchema, staffSponsorshipQuerySchema, staffSponsorshipSchema,
} from '../contracts/sponsorship';
import { area, route } from './route';

export const sponsorshipRoutes = area(['sponsorship'], {
  'POST /v1/sponsorship/applications': route({ auth: 'user', body: sponsorshipBodySchema, response: sponsorshipSchema }),
  'GET /v1/sponsorship/applications': route({ auth: 'user', response: sponsorshipListSchema }),
});

export const staffSponsorshipRoutes = area(['staff', 'sponsorship'], {
  'GET /v1/staff/sponsorship': route({ auth: 'staff:sponsorship.view', query: staffSponsorshipQuerySchema, response: staffSponsorshipListSchema }),
  'GET /v1/staff/sponsorship/detail': route({ auth: 'staff:sponsorship.view', query: staffSponsorshipDetailQuerySchema, response: staffSponsorshipSchema }),
  'POST /v1/staff/sponsorship/decide': route({ auth: 'staff:sponsorship.decide', body: staffSponsorshipDecideBodySchema, response: staffSponsorshipSchema }),
});
