// Drop shipping (issue 15): the storage and upload page /web/user/dropOrder/item, the lists /web/user/dropOrder/order
// and one list /web/user/dropOrder/<id>. Problem keys come from shared/rules/drop-ship.ts.
export const dropShip = {
  itemTitle: 'Drop Shipping',
  ordersTitle: 'Drop-shipping lists',
  listTitle: 'Drop-shipping list {{id}}',
  intro: 'Goods we store for you ship to the addresses of your list. Storage is free for up to 6 months; each package ships once its shipping fees are paid.',
  listsLink: 'Your address lists',
  stock: {
    title: 'Goods in storage', item: 'Item', description: 'Description', quantity: 'In storage', available: 'Free for a list', freeUntil: 'Stored free until',
  },
  upload: {
    title: 'Upload an address list',
    help: 'An .xlsx, .xls or .csv file (5 MB) with the columns {{columns}}. Company and state are optional (state is needed for some countries); Brazil needs a tax number. Carriers: SZ Post or DHL. One item per order id.',
    continueHelp: 'Correct the rows listed below and upload a file with those rows only: the valid rows are kept.',
    file: 'Address list file',
    submit: 'Upload and check',
    startOver: 'Start a new list',
  },
  problems: {
    title: 'Problems in the list ({{count}})',
    intro: 'Nothing was imported from these rows. Fix them and upload them again.',
    row: 'Row', column: 'Column', value: 'Value', message: 'Problem',
  },
  problem: {
    required: 'A value is required',
    country: 'Use the 2-letter ISO country code (US, JP, DE…)',
    carrier: 'Only SZ Post or DHL',
    taxNumber: 'Brazil needs a tax number (CPF or CNPJ)',
    quantity: 'A whole number of at least 1',
    stock: 'More than is free in storage',
    mixedItems: 'One item per package: this order id already holds another item',
    postcode: 'Not a valid postal code for the country',
    tooLong: 'Too long',
    unknownItem: 'This item is not in your storage',
    missingColumn: 'The column is missing',
    noRows: 'The list has no rows',
    tooManyRows: 'At most 2000 rows in one list',
  },
  column: {
    order_id: 'Order id', item: 'Item', quantity: 'Quantity', shipping_method: 'Shipping method', recipient_name: 'Recipient',
    company: 'Company', contact_number: 'Contact number', country: 'Country', state: 'State / province', city: 'City', street: 'Street',
    postal_code: 'Postal code', tax_number: 'Tax number', file: 'File',
  },
  packages: {
    title: 'Packages ({{count}})', cost: 'Shipping cost', tracking: 'Tracking number', notShipped: 'Not shipped yet', total: 'Shipping fees in total: {{total}}',
  },
  status: { draft: 'Being corrected', unpaid: 'Waiting for payment', paid: 'Paid: shipping' },
  submit: 'Submit the list and pay the shipping',
  submitHelp: 'The shipping fees go into your cart; the packages ship once they are paid.',
  pay: 'Pay the shipping fees in the cart',
  continue: 'Continue correcting this list',
  lists: { empty: 'No lists yet.', file: 'File', created: 'Uploaded', packages: 'Packages', total: 'Shipping fees', status: 'Status', open: 'Open' },
};
