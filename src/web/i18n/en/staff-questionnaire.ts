// Staff console: the /fusion-questionnaire answers (issue 15).
export const staffQuestionnaire = {
  title: 'Questionnaire answers',
  intro: 'Answers to the customer questionnaire (/fusion-questionnaire), newest first. Export all of them as CSV for a spreadsheet.',
  export: 'Export CSV',
  sent: 'Answered',
  visitor: 'Visitor (not signed in)',
  role: 'Role', services: 'Services', satisfaction: 'Satisfaction', recommend: 'Recommends', comments: 'Comments', edition: 'Edition',
};
