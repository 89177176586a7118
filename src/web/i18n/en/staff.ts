// Staff console texts (English). Owned by the staff area; loaded with the console's own chunk, never by the shop.
import { staffContent } from './staff-content';

export const staff = {
  title: 'Fusion staff console',
  role: { admin: 'Admin', sales: 'Sales', engineering: 'Engineering', finance: 'Finance', content: 'Content' },
  nav: { quotes: 'Quotations', orders: 'Orders', wire: 'Wire transfers', refunds: 'Refunds', notice: 'Maintenance notice', shop: 'Open the shop', signOut: 'Sign out', menu: 'Menu' },
  common: {
    loading: 'Loading…', empty: 'Nothing here.', failed: 'Could not load this list.', retry: 'Try again', saved: 'Saved.',
    customer: 'Customer', created: 'Created', status: 'Status', total: 'Total', actions: 'Actions', order: 'Order',
    cancel: 'Cancel', save: 'Save', page: 'Page {{page}} of {{pages}} ({{total}} in all)',
  },
  due: { overdue: 'Overdue by {{time}}', left: '{{time}} left' },
  quotes: {
    title: 'Quotations waiting',
    intro: 'Premium items wait for a manual quote; the promise is an answer within 24 hours.',
    item: 'Item', quantity: 'Qty', waiting: 'Waiting since', due: 'Due', answer: 'Answer',
    formTitle: 'Quote cart item {{id}}', line: 'Price line', amount: 'Amount (USD)', addLine: 'Add a line', removeLine: 'Remove',
    buildDays: 'Build days', send: 'Send the quote', sum: 'The customer pays {{total}}', sent: 'Quote sent: the customer can now confirm it.',
    file: 'File',
  },
  orders: {
    title: 'Orders', search: 'Number, e-mail or file name', anyStatus: 'Any status', from: 'Created from', to: 'Created until',
    number: 'Order', items: 'Items', payment: 'Payment', searchButton: 'Search',
  },
  order: {
    back: 'All orders', customer: 'Customer', shipTo: 'Ship to', items: 'Items', file: 'File', quantity: 'Qty', history: 'History',
    audit: 'Staff actions', refunds: 'Refunds', payment: 'Payment', paidAt: 'Paid at', tracking: 'Tracking',
    move: 'Move the order', moveTo: 'Move to: {{status}}', carrier: 'Carrier', trackingNumber: 'Tracking number', note: 'Note (optional)',
    moved: 'The order moved to {{status}}.', noMoves: 'No move is possible from this status for your role.', none: 'None yet.',
    auditRow: '{{who}}: {{action}}',
  },
  status: {
    1: 'Received, awaiting payment', 1008: 'Payment being confirmed', 1010: 'Transfer matched', 1003: 'Paid', 5: 'Paid (confirmed by staff)',
    1004: 'Confirmed', 4: 'In production', 2: 'Shipping handled', 3: 'Packed', 1000: 'Shipped', 1009: 'Finished', 9: 'Cancelled (unpaid)',
    1005: 'Cancelled and refunded',
  },
  wire: {
    title: 'Wire transfers to confirm', intro: 'Orders whose customer sent a bank transfer (or a receipt). Unpaid orders are held for 30 days.',
    receipt: 'Receipt', receiptAt: 'Uploaded {{date}}', noReceipt: 'No receipt', hold: 'Hold ends', confirm: 'Confirm the transfer',
    confirmQuestion: 'Confirm that the transfer for order {{no}} ({{amount}}) arrived?', confirmed: 'Payment confirmed for order {{no}}.',
    amount: 'Amount',
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
  /** The content screens (their own file: ./staff-content.ts). */
  content: staffContent,
} as const;
