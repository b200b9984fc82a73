// Email addresses (spec section 5: "Field must be a valid email"). The API checks its `email` fields
// with the JSON schema format of ajv-formats; the forms check this same pattern, so a form never
// passes an address the API refuses, nor refuses one it takes (email.unit.spec.ts holds them equal).

const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export const isEmailAddress = (text: string): boolean => EMAIL.test(text);
