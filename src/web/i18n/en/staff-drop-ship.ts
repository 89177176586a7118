// Staff console: drop shipping (issue 15).
export const staffDropShip = {
  title: 'Drop shipping',
  intro: 'Goods in storage per customer (adding units makes the customer a drop-shipping customer and restarts 6 months of free storage), and the submitted address lists. Enter a tracking number once a list\'s shipping fees are paid; the customer is e-mailed.',
  grant: {
    title: 'Put goods in storage', email: 'Customer e-mail', item: 'Item (SKU)', description: 'Description', quantity: 'Units received', submit: 'Add to storage', done: 'Added: the customer was e-mailed.',
  },
  stock: { title: 'Storage', customer: 'Customer', item: 'Item', quantity: 'In storage', available: 'Free', freeUntil: 'Free until' },
  lists: { title: 'Submitted lists', empty: 'No submitted lists.', list: 'List {{id}}', paid: 'Fees paid', unpaid: 'Fees not paid yet: nothing ships' },
  tracking: { label: 'Tracking number for {{order}}', save: 'Save', saved: 'Tracking saved: the customer was e-mailed.' },
};
