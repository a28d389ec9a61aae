// The sign-in answer's spec texts (docs/product.md §7: the API answers them as plain text) and the
// translation each is shown in, by the island and by the page's own form post alike. The incorrect
// pair goes beside the password; the others concern the account, so the form as a whole.
export const LOGIN_TEXT_KEYS: Record<string, { key: string; field?: 'password' }> = {
  'Username or password is incorrect': { key: 'auth:login.incorrect', field: 'password' },
  'Account is not verified': { key: 'auth:login.notVerified' },
  'Account is blocked': { key: 'auth:login.blocked' },
};
