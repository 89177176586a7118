// content texts (English). Owned by the content area.
export const content = {
  title: 'content',
};
