// Who sells, as printed on invoices and receipts: SELLER_NAME and SELLER_ADDRESS (lines separated by "|"), with the
// demo company by default (like the demo bank details, to be set in production).
export interface Seller {
  name: string;
  address: string[];
}

export const sellerFrom = (env: NodeJS.ProcessEnv = process.env): Seller => ({
  name: env.SELLER_NAME ?? 'Fusion Manufacturing Ltd.',
  address: (env.SELLER_ADDRESS ?? '1 Demo Road, Futian District|Shenzhen 518000|China').split('|').map((s) => s.trim()).filter(Boolean),
});
