// What a shared link's recipient hears (spec platform §8): a used, expired or unknown link answers the same, so a
// token cannot be probed.
import { conflict } from '../../http/errors';

export const sharedLinkExpired = () => conflict('errors.sharedLinkExpired', 'Shared link expired: ask the project owner or sender.');
