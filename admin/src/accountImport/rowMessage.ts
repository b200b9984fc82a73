/** The key (and its values) for a row message of the import report; dynamic texts included. */
export const rowMessage = (message: string | null): { key: string; values?: Record<string, string> } | null => {
  if (!message) return null;
  const duplicate = /^Duplicate of row (\d+)$/.exec(message);
  if (duplicate) return { key: 'credit.account_import.messages.duplicate', values: { row: duplicate[1] } };
  const tooLong = /^The (\w+) field must have (\d+) characters at most$/.exec(message);
  if (tooLong) return { key: 'credit.account_import.messages.too_long', values: { field: tooLong[1], length: tooLong[2] } };
  const known: Record<string, string> = {
    'User not found': 'portal.server.user_not_found',
    'Please enter a valid amount': 'credit.validation.valid_amount',
    'Field is required': 'portal.validation.required',
    'Field must be a valid email': 'portal.validation.error_email',
    'Already imported': 'credit.account_import.messages.already_imported',
  };
  return { key: known[message] ?? message };
};
