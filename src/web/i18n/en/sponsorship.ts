// PCBA sponsorship pages (English; issue 15): /fusion-pcba-sponsorship and /xiao-pcba-sponsorship.
export const sponsorship = {
  pages: {
    fusion: {
      title: 'PCBA Sponsorship',
      intro: 'We sponsor assembled boards for open hardware: student teams, open-source projects, non-profits and makers whose project helps others build.',
    },
    xiao: {
      title: 'XIAO PCBA Sponsorship',
      intro: 'Building your project around a XIAO module? We sponsor assembled carrier and add-on boards for open projects based on the XIAO family.',
    },
  },
  offerHeading: 'What we sponsor',
  offer: {
    k1: 'A prototype run of assembled boards, up to 100 pieces, with PCB fabrication, parts and assembly covered.',
    k2: 'An engineering review of your design for assembly before production.',
    k3: 'Shipping of the sponsored boards to one address.',
  },
  termsHeading: 'What we ask',
  terms: {
    k1: 'The project is published openly (design files or a write-up) and credits the sponsorship.',
    k2: 'One application waiting at a time; we answer within 5 working days.',
  },
  form: {
    heading: 'Apply for sponsorship',
    signIn: 'Sign in to apply',
    project_name: 'Project name',
    team_type: 'Who is applying',
    organisation: 'School, club or organisation',
    website: 'Project website or repository',
    description: 'About the project',
    descriptionHint: 'What it does, who it is for, and where the boards are needed.',
    boards: 'Boards needed',
    share: 'I agree to publish the project openly and credit the sponsorship',
    submit: 'Send the application',
    sent: 'Thank you: your application was sent. We answer by e-mail within 5 working days.',
  },
  teamType: { student: 'Student team', open_source: 'Open-source project', non_profit: 'Non-profit', maker: 'Individual maker', startup: 'Start-up' },
  mine: {
    heading: 'Your applications',
    status: { submitted: 'Waiting for a decision', approved: 'Approved', declined: 'Declined' },
    boards: '{{count}} boards',
    note: 'Our note: {{note}}',
  },
};
