// The manufacturing services shown on the home page, with their ordering pages (spec platform §2) and the
// "from" prices the spec states (services §1, §9). Services without a stated starting price say "quote".
import type { shell } from '../../i18n/en/shell';

type ServiceKey = keyof typeof shell.home.services;

interface ServiceCard {
  key: ServiceKey;
  path: string;
  /** Starting price in USD cents, shown through the display currency. */
  fromCents?: bigint;
}

export const SERVICES: readonly ServiceCard[] = [
  { key: 'pcb', path: '/fusion_pcb', fromCents: 490n }, // 10 pcs for $4.90
  { key: 'advancedPcb', path: '/fusion-advanced-pcb' },
  { key: 'premiumPcb', path: '/premium-pcb-pcba' },
  // The order page (issue 11); the information page /pcb-assembly is linked from the footer and the sitemap.
  { key: 'pcba', path: '/fusion_pcba', fromCents: 2500n },
  { key: 'stencil', path: '/stencil', fromCents: 1500n },
  { key: 'printing3d', path: '/fusion-3d-printing' },
  { key: 'cnc', path: '/fusion-cnc' },
  { key: 'cable', path: '/fusion-cable-assembly' },
  { key: 'kitting', path: '/kitting-service' },
  { key: 'odm', path: '/fusion-odm-service' },
  { key: 'odmLight', path: '/fusion_odm' },
];
