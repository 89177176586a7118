// account texts (English). Owned by the account area.
export const account = {
  title: 'account',
};
