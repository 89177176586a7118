// The help topics of /get_help/{topic} (spec platform §2), in menu order.
import type { HelpCategory } from '../../../shared/contracts/content';

export const HELP_TOPICS = ['TechnicalSupport', 'ShippingOrder', 'ReturnsRefund', 'PaymentInformation', 'HowToGetHelp'] as const satisfies readonly HelpCategory[];
export type HelpTopic = (typeof HELP_TOPICS)[number];
export const isHelpTopic = (s: string | undefined): s is HelpTopic => HELP_TOPICS.includes(s as HelpTopic);
