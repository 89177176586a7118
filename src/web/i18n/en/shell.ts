// shell texts (English). Owned by the shell area.
export const shell = {
  title: 'shell',
};
