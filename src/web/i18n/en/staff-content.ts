// Staff console texts for the content screens (English): banners, menu, help articles, CMS blocks, exchange rates.
export const staffContent = {
  nav: { banners: 'Banners', menu: 'Navigation menu', articles: 'Help articles', cms: 'Pages (CMS)', rates: 'Exchange rates' },
  common: {
    edit: 'Edit', delete: 'Delete', add: 'Add', close: 'Close', yes: 'Yes', no: 'No', en: 'English', jp: 'Japanese',
    deleteQuestion: 'Delete this for good?', deleted: 'Deleted.', preview: 'Preview', link: 'Link', order: 'Order',
  },
  banners: {
    title: 'Promotional banners',
    intro: 'The shop shows the first active banner of each edition inside its schedule. Every change renews the A/B key, so browsers fetch the banner again at once.',
    abKey: 'A/B key: {{key}}', add: 'New banner', edition: 'Edition', editions: { fusion: 'English edition', fusionjp: 'Japanese edition' },
    text: 'Text', textHint: 'In the edition\'s language. {price:490} shows 490 US cents in the visitor\'s currency.',
    link: 'Link', linkHint: 'A shop page such as /fusion_pcb, or an https:// address', image: 'Image', upload: 'Upload an image',
    uploadHint: 'PNG, JPEG, WebP or GIF, at most 1 MB', removeImage: 'No image', color: 'Background colour', active: 'Active',
    startsAt: 'Shows from', endsAt: 'Shows until', scheduleHint: 'Leave empty for no limit', always: 'Always',
    on: 'On', off: 'Off', editTitle: 'Banner {{id}}', newTitle: 'New banner', schedule: 'Schedule',
  },
  menu: {
    title: 'Navigation menu', intro: 'Items of the shop\'s main menu, with one level of children. A change shows in the shop at once.',
    add: 'New item', enName: 'English name', jpName: 'Japanese name', address: 'Link', addressHint: 'Empty for a group heading; else a shop page or an https:// address',
    parent: 'Parent', topLevel: 'Top level', hidden: 'Hidden', shown: 'Shown', hide: 'Hide from the shop', editTitle: 'Menu item {{id}}', newTitle: 'New menu item',
  },
  articles: {
    title: 'Help articles and FAQ', intro: 'Written in Markdown (no HTML). Unpublished articles are kept here but not shown in the shop.',
    search: 'Search titles and text', anyCategory: 'All categories', category: 'Category', titleField: 'Title', body: 'Text (Markdown)',
    published: 'Published', draft: 'Unpublished', publish: 'Published in the shop', add: 'New article', editTitle: 'Article {{id}}', newTitle: 'New article',
    categories: {
      TechnicalSupport: 'Technical support', ShippingOrder: 'Shipping and orders', ReturnsRefund: 'Returns and refunds',
      PaymentInformation: 'Payment', HowToGetHelp: 'How to get help', FAQ: 'FAQ',
    },
  },
  cms: {
    title: 'Pages (CMS)', intro: 'The texts of the shop\'s pages by key, in Markdown (no HTML).', key: 'Key', updated: 'Updated', missing: 'Not written',
    editTitle: '{{key}} ({{lang}})', titleField: 'Title', body: 'Text (Markdown)',
  },
  rates: {
    title: 'Exchange rates',
    intro: 'One US dollar in each currency. Shop prices, checkout totals and e-mails convert with these. A rate older than {{hours}} hours is flagged (and logged by the server).',
    currency: 'Currency', rate: 'Rate (per USD)', updated: 'Updated', stale: 'Older than {{hours}} h', fresh: 'Up to date', base: 'Base currency',
    newRate: 'New rate', saveRate: 'Save the rate', staleWarning: '{{count}} rate(s) older than {{hours}} hours: please update them.',
    history: 'Changes to each rate',
  },
} as const;
