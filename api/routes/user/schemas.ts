import { Type } from 'typebox';

export const PasswordBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) });
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  repeatPassword: Type.String({ minLength: 1, maxLength: 200 }),
});
export const CodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 10 }) });
export const LanguageBody = Type.Object({ language: Type.Union([Type.Literal('en'), Type.Literal('es')]) });
export const TwoFactorSetup = Type.Object({ secret: Type.String(), otpauthUrl: Type.String(), qrCode: Type.String() });
export const Activity = Type.Object({ id: Type.String(), type: Type.String(), at: Type.String(), detail: Type.Unknown() });
export const Message = Type.Object({ message: Type.String() });
