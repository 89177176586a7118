// The newsletter's pages (issue 15): /subscribe (sign-up and the confirmation link), /unsubscribe, and
// /fusion-questionnaire. The footer's box is in the shell catalog (newsletter.*).
export const newsletter = {
  subscribe: {
    title: 'Newsletter',
    heading: 'Subscribe to the Fusion newsletter',
    lead: 'News, offers and manufacturing tips, about once a month. We send you a link to confirm the address first; unsubscribe at any time.',
    confirmHeading: 'Confirm your subscription',
    confirmLead: 'Press the button to confirm that you want to receive the Fusion newsletter.',
    confirm: 'Confirm subscription',
    confirmed: 'Thank you! {{email}} is now subscribed to the newsletter.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    heading: 'Unsubscribe from the newsletter',
    lead: 'Press the button to stop receiving the Fusion newsletter.',
    submit: 'Unsubscribe',
    done: '{{email}} has been removed from the newsletter. You can subscribe again at any time.',
    noToken: 'Open the unsubscribe link from one of our newsletter e-mails.',
  },
  linkInvalid: 'This link is no longer valid. It may have been used already or have expired.',
  questionnaire: {
    title: 'Customer questionnaire',
    heading: 'Help us improve Fusion',
    lead: 'Five short questions about how you use our services. It takes about a minute.',
    role: 'Which describes you best?',
    roles: { hobbyist: 'Hobbyist', engineer: 'Professional engineer', maker: 'Maker / creator', student: 'Student or educator', business: 'Business buyer' },
    services: 'Which services have you used or plan to use?',
    serviceNames: { pcb: 'PCB fabrication', pcba: 'PCB assembly', stencil: 'Stencils', print3d: '3D printing', cnc: 'CNC machining', cable: 'Cable assembly', kitting: 'Kitting', odm: 'ODM and customization' },
    satisfaction: 'How satisfied are you with Fusion? (1 = poor, 5 = excellent)',
    recommend: 'Would you recommend Fusion to a colleague?',
    recommendChoices: { yes: 'Yes', maybe: 'Maybe', no: 'No' },
    comments: 'Anything else you would like to tell us? (optional)',
    submit: 'Send answers',
    thanks: 'Thank you for your answers!',
    required: 'Please answer this question',
  },
};
