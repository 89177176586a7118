// Carriers by name and where a customer follows a parcel (issue 8 §4 order tracking; the e-mails use it too).
import type { Lang } from './ids';

const CARRIER_NAMES: Record<string, { en: string; jp: string }> = {
  dhl: { en: 'DHL Express', jp: 'DHL Express' },
  fedex: { en: 'FedEx', jp: 'FedEx' },
  ups: { en: 'UPS', jp: 'UPS' },
  sz_post: { en: 'China Post (Shenzhen)', jp: '中国郵政（深圳）' },
  ocs: { en: 'OCS', jp: 'OCS' },
};

export const carrierName = (carrier: string, lang: Lang): string => CARRIER_NAMES[carrier]?.[lang] ?? carrier;

/** The carrier's own tracking page for the number; carriers without one go to 17TRACK, which follows all of them. */
export const trackingUrl = (carrier: string, trackingNumber: string): string => {
  const n = encodeURIComponent(trackingNumber);
  switch (carrier) {
    case 'dhl':
      return `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}`;
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${n}`;
    default:
      return `https://t.17track.net/en#nums=${n}`;
  }
};
