import { Type } from 'typebox';
import { UserInfo } from '../user/user-info.js';

export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Message = Type.Object({ message: Type.String(), code: Type.Optional(Type.String({ description: 'which answer, where a call has more than one' })) });

export const SigninBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 200 }) });
/** A session: the bearer token and its user. The two-factor step answers only this. */
export const SessionReply = Type.Object({ token: Type.String(), user: UserInfo });
export const SigninReply = Type.Union([SessionReply, Type.Object({ twoFactorRequired: Type.Literal(true), token: Type.String() })]);
export const TwoFactorBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 10 }) });

export const SignupBody = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 100 }),
  lastName: Type.String({ minLength: 1, maxLength: 100 }),
  email: Email,
  phone: Type.String({ minLength: 1, maxLength: 30 }),
  countryId: Type.String({ minLength: 1, maxLength: 2 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  repeatPassword: Type.String({ minLength: 1, maxLength: 200 }),
  termsAccepted: Type.Boolean(),
  isSubDealer: Type.Optional(Type.Boolean()),
  dealerId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('es')])),
});

export const TokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export const EmailBody = Type.Object({ email: Email });
export const ResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  repeatPassword: Type.String({ minLength: 1, maxLength: 200 }),
});
export const Dealer = Type.Object({ id: Type.String(), name: Type.String() });
/** The dealers a search answers, by name: the registration form's choice as it is typed. */
export const DEALER_SEARCH_LIMIT = 20;
export const DealerSearch = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: `part of the dealer's name: the first ${DEALER_SEARCH_LIMIT} dealers by name that contain it (without it, the first ${DEALER_SEARCH_LIMIT} by name)` })),
}, { additionalProperties: false });
