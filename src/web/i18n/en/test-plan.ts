// The customer's functional-test plan (issue 11 "Functional test"): upload a plan for a PCB assembly, see its review.
export const testPlan = {
  title: 'Functional test plan',
  intro: 'Tell us how to test the boards: the steps, the signals to check and what they should read. PDF, Word, Excel, ZIP or text, at most 20 MB. The functional test adds about 2 business days.',
  choose: 'Choose a test plan',
  placeholder: 'PDF, DOC(X), XLS(X), ZIP, TXT or MD',
  upload: 'Upload the plan',
  replace: 'Upload another plan',
  uploaded: 'Test plan {{name}} uploaded.',
  none: 'No test plan yet.',
  current: 'Test plan',
  note: 'Note from our engineer: {{note}}',
  status: { confirming: 'Confirming', confirmed: 'Confirmed', rejected: 'Rejected' },
  statusHelp: {
    confirming: 'Our engineers are reviewing the plan.',
    confirmed: 'The boards will be tested with this plan.',
    rejected: 'Please upload a corrected plan.',
  },
};
