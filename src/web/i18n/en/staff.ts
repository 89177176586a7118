// Staff console texts (English). Owned by the staff area; loaded with the console's own chunk, never by the shop.
import { staffContent } from './staff-content';
import { staffPrices } from './staff-prices';
import { staffDfa } from './staff-dfa';
import { staffBom } from './staff-bom';
import { staffFunctionTests } from './staff-function-tests';
import { staffOdm } from './staff-odm';
import { staffReviews } from './staff-reviews';
import { staffQuestionnaire } from './staff-questionnaire';
import { staffDropShip } from './staff-drop-ship';
import { staffPartners } from './staff-partners';
import { staffGallery } from './staff-gallery';
import { staffSponsorship } from './staff-sponsorship';

export const staff = {
  title: 'Fusion staff console',
  role: { admin: 'Admin', sales: 'Sales', engineering: 'Engineering', finance: 'Finance', content: 'Content' },
  nav: { quotes: 'Quotations', cncQuotes: 'CNC and cable quotes', orders: 'Orders', wire: 'Wire transfers', refunds: 'Refunds', notice: 'Maintenance notice', support: 'Support', shop: 'Open the shop', signOut: 'Sign out', menu: 'Menu',
    payments: 'Payments', customers: 'Customers', coupons: 'Coupon campaigns', prices: 'Price tables', dfa: 'DFA review', bomCheck: 'BOM check', functionTests: 'Functional tests', odm: 'ODM requests', customPayments: 'Payment requests', reviews: 'Reviews', questionnaire: 'Questionnaire', dropShip: 'Drop shipping', licensed: 'Licensed products', distributors: 'Distributors', gallery: 'Design gallery', sponsorship: 'Sponsorship' },
  customPayments: {
    title: 'Payment requests', intro: 'Ask a customer for a payment or a shipping cost: it waits confirmed in their cart (they are e-mailed) and is paid like any order.',
    email: 'Customer e-mail', kind: 'Kind', kinds: { payment: 'Payment (455)', shipping: 'Shipping cost (1633)' }, amount: 'Amount (USD)',
    badAmount: 'An amount in USD, at most two decimals.', description: 'What it is for', send: 'Send the request', sent: 'Request sent: the customer was e-mailed.',
    state: { waiting: 'Waiting for payment', paid: 'Paid', cancelled: 'Cancelled' },
  },
  common: {
    loading: 'Loading…', empty: 'Nothing here.', failed: 'Could not load this list.', retry: 'Try again', saved: 'Saved.',
    customer: 'Customer', created: 'Created', status: 'Status', total: 'Total', actions: 'Actions', order: 'Order',
    cancel: 'Cancel', save: 'Save', page: 'Page {{page}} of {{pages}} ({{total}} in all)',
  },
  due: { overdue: 'Overdue by {{time}}', left: '{{time}} left' },
  quotes: {
    machiningTitle: 'CNC and cable quotes',
    machiningIntro: 'CNC parts and custom cables wait for a manual quote; the promise is about 2 working hours (09:00–18:00 China Standard Time, Monday to Friday).',
    breaks: 'Other quantities (the price above is for {{qty}} pcs)', breakQuantity: 'Quantity', breakTotal: 'Total (USD)', addBreak: 'Add a quantity break',
    leadTime: 'Lead time (days)', dfm: 'DFM notes for the customer (optional)',
    title: 'Quotations waiting',
    intro: 'Premium items wait for a manual quote; the promise is an answer within 24 hours.',
    item: 'Item', quantity: 'Qty', waiting: 'Waiting since', due: 'Due', answer: 'Answer',
    formTitle: 'Quote cart item {{id}}', line: 'Price line', amount: 'Amount (USD)', addLine: 'Add a line', removeLine: 'Remove',
    buildDays: 'Build days', send: 'Send the quote', sum: 'The customer pays {{total}}', sent: 'Quote sent: the customer can now confirm it.',
    file: 'File',
    note: 'Note for the customer (optional)', decline: 'Decline',
  },
  decline: {
    title: 'Decline cart item {{id}}', reason: 'Reason', note: 'Note for the customer (optional)', send: 'Decline and tell the customer',
    done: 'Declined: the customer was told why.',
    reasons: {
      cannot_manufacture: 'Cannot be manufactured as specified', file_incomplete: 'Design files incomplete',
      outside_capability: 'Outside our capabilities', quantity_too_large: 'Quantity too large', other: 'Other (explain in the note)',
    },
  },
  orders: {
    title: 'Orders', search: 'Number, e-mail or file name', anyStatus: 'Any status', from: 'Created from', to: 'Created until',
    number: 'Order', items: 'Items', payment: 'Payment', searchButton: 'Search',
    checkAgain: 'New files to check', onHold: 'Waiting for a new file',
  },
  order: {
    back: 'All orders', customer: 'Customer', shipTo: 'Ship to', items: 'Items', file: 'File', quantity: 'Qty', history: 'History',
    audit: 'Staff actions', refunds: 'Refunds', payment: 'Payment', paidAt: 'Paid at', tracking: 'Tracking',
    move: 'Move the order', moveTo: 'Move to: {{status}}', carrier: 'Carrier', trackingNumber: 'Tracking number', note: 'Note (optional)',
    moved: 'The order moved to {{status}}.', noMoves: 'No move is possible from this status for your role.', none: 'None yet.',
    auditRow: '{{who}}: {{action}}',
    specs: 'Specifications', download: 'Download {{name}}', payments: 'Payments', attempt: 'Attempt {{n}}',
    holdMessage: 'Asked the customer ({{date}}): {{message}}', reuploadedAt: 'New file received {{date}}',
  },
  hold: {
    title: 'File problem', intro: 'Stop the order and ask the customer for a corrected file. They get an e-mail and a re-upload button.',
    lines: 'Items with the problem', message: 'Message to the customer', send: 'Put on hold', done: 'The order is on hold; the customer was e-mailed.',
  },
  cancelOrder: {
    title: 'Cancel the order', reason: 'Reason (sent to the customer)', send: 'Cancel the order', back: 'Keep the order',
    paidHint: 'Paid orders are refunded in full ({{amount}}).', unpaidHint: 'Not paid: nothing to refund.',
    confirm: 'Cancel order {{no}}? This cannot be undone.', done: 'Order cancelled.', refundFailed: 'Order cancelled; the refund failed and waits in Refunds for a retry.',
  },
  status: {
    1: 'Received, awaiting payment', 1008: 'Payment being confirmed', 1010: 'Transfer matched', 1003: 'Paid', 5: 'Paid (confirmed by staff)',
    1004: 'Confirmed', 4: 'In production', 2: 'Shipping handled', 3: 'Packed', 1000: 'Shipped', 1009: 'Finished', 9: 'Cancelled (unpaid)',
    1005: 'Cancelled and refunded',
    1011: 'On hold: file problem', 1012: 'New file: check again', 1013: 'On hold: DFA review',
  },
  wire: {
    title: 'Wire transfers to confirm', intro: 'Orders whose customer sent a bank transfer (or a receipt). Unpaid orders are held for 30 days.',
    receipt: 'Receipt', receiptAt: 'Uploaded {{date}}', noReceipt: 'No receipt', hold: 'Hold ends', confirm: 'Confirm the transfer',
    confirmQuestion: 'Confirm that the transfer for order {{no}} ({{amount}}) arrived?', confirmed: 'Payment confirmed for order {{no}}.',
    amount: 'Amount',
    viewReceipt: 'View the receipt', reject: 'Reject', rejectTitle: 'Reject the receipt of order {{no}}',
    rejectIntro: 'The customer is e-mailed this reason in their language and asked to upload the correct receipt. The order stays awaiting payment.',
    rejectReason: 'Reason', rejectSend: 'Reject and e-mail the customer', rejected: 'Receipt of order {{no}} rejected; the customer was asked for another.',
  },
  refunds: {
    title: 'Refunds', all: 'All', kind: 'Kind', attempts: 'Attempts', reason: 'Reason', retry: 'Send again', retried: 'Refund {{id}} sent again.',
    statusName: { pending: 'Pending', processing: 'Processing', done: 'Done', manual: 'Manual (bank)', failed: 'Failed' },
    kindName: { cancellation: 'Cancellation', extra_capture: 'Extra payment', mismatch: 'Amount mismatch' },
  },
  notice: {
    title: 'Maintenance notice', intro: 'While switched on, shop visitors of that edition see it in a dialog when a page opens.',
    lang: { en: 'English edition', jp: 'Japanese edition' }, show: 'Show the notice', heading: 'Title', text: 'Description',
  },
  support: {
    title: 'Support conversations', intro: 'Customers wait for a first answer within one working day (24 hours).',
    search: 'Subject, e-mail or order number', subject: 'Subject', updated: 'Last activity', due: 'Answer due', order: 'Order',
    statusName: { all: 'All', open: 'Waiting for us', waiting: 'Waiting for customer', closed: 'Closed' },
    back: 'All conversations', reply: 'Reply to the customer', send: 'Send the reply', sent: 'Reply sent: the customer gets an e-mail.',
    close: 'Close', reopen: 'Reopen', closed: 'Conversation closed.', reopened: 'Conversation reopened.',
    language: 'Language: {{lang}}',
  },
  payments: {
    title: 'Payments', search: 'Order number or e-mail', provider: 'Provider', any: 'Any', rejected: 'receipt rejected',
    providerName: { sandbox: 'Card (sandbox)', braintree: 'Card', paypal: 'PayPal', wire: 'Wire transfer' },
    statusName: { pending: 'Pending', done: 'Captured', failed: 'Failed', refunded: 'Refunded' },
  },
  late: {
    title: 'Late captures refunded',
    intro: 'Payments that arrived after the order was cancelled or already paid. They are paid back automatically; a wire transfer is paid back by hand (manual).',
    captured: 'Arrived', refund: 'Refund', refunded: 'Refunded at',
  },
  customers: {
    title: 'Customers', search: 'E-mail, name or customer id', email: 'E-mail', name: 'Name', id: 'Id', vip: 'VIP level', flags: 'Account flags',
    vipName: { none: 'None', pro: 'Pro', elite: 'Elite' }, wholesale: 'Wholesale', propagate: 'Propagate', distributor: 'Distributor code', distributorHint: 'Issued by the distributor program; suspend it from the distributor\'s page:',
    back: 'All customers', addresses: 'Addresses', orders: 'Orders', coupons: 'Coupons', default: 'Default',
    lang: { en: 'English edition', jp: 'Japanese edition' },
    couponStatus: { available: 'Available', used: 'Used', expired: 'Expired' },
    // account deletion (issue 15): the row stays, anonymised, for the orders kept by law
    deleted: 'The customer deleted this account on {{date}}. Personal data was erased; orders and invoices are kept.',
    deletedReason: 'Reason given: {{reason}}',
    deletionReason: {
      no_longer_needed: 'No longer needs the service', found_alternative: 'Found another manufacturer', too_expensive: 'Prices or shipping too high',
      privacy: 'Concerned about personal data', too_many_emails: 'Too many e-mails', bad_experience: 'Bad experience with an order', other: 'Other',
    },
  },
  coupons: {
    title: 'Coupon campaigns', intro: 'Customers redeem the code in their account (Coupons) or at checkout; each use is listed on the campaign.',
    new: 'New campaign', code: 'Code', codeHint: 'Letters, digits, - and _; customers type it in any case.', name: 'Name',
    kindValue: 'Fixed amount', kindPercent: 'Percent', value: 'Amount off (USD)', percent: 'Percent off', minOrder: 'Minimum order (USD)',
    startsAt: 'Valid from', endsAt: 'Valid until', maxUses: 'Uses in total', perCustomer: 'Uses per customer', noLimit: 'Empty: no limit',
    scope: 'Products', scopeHint: 'None ticked: every product.', allProducts: 'Every product',
    product: { pcb: 'PCB', pcba: 'PCB assembly', stencil: 'Stencil', printing3d: '3D printing', cnc: 'CNC', cable: 'Cables' },
    create: 'Create the campaign', created: 'Campaign {{code}} created.', search: 'Code or name', worth: 'Discount', window: 'Validity',
    uses: 'Uses', boundCount_one: '{{count}} redeemed', boundCount_other: '{{count}} redeemed', active: 'Active', inactive: 'Deactivated',
    valueOff: '{{value}} off', percentOff: '{{percent}}% off', minimum: 'from {{value}}', unlimited: 'no limit',
    back: 'All campaigns', usesTitle: 'Uses', boundAt: 'Redeemed', usedAt: 'Used',
    deactivate: 'Deactivate', deactivateQuestion: 'Deactivate {{code}}? The code stops working, also for customers who redeemed it and have not used it yet.',
    deactivated: 'Campaign {{code}} deactivated.',
  },
  /** The content screens (their own file: ./staff-content.ts). */
  content: staffContent,
  prices: staffPrices,
  dfa: staffDfa,
  bom: staffBom,
  functionTests: staffFunctionTests,
  odm: staffOdm,
  reviews: staffReviews,
  questionnaire: staffQuestionnaire,
  dropShip: staffDropShip,
  partners: staffPartners,
  gallery: staffGallery,
  sponsorship: staffSponsorship,
} as const;
