import speakeasy from 'speakeasy';
import { loadQrCode } from './heavy-modules.js';

// TOTP two-factor (RFC 6238, 30 s steps); one step of clock drift either way is accepted.
export const TOTP_ISSUER = 'Tuning Portal';
const DRIFT_STEPS = 1;

export const newTotpSecret = (email: string) => {
  const secret = speakeasy.generateSecret({ length: 20, name: `${TOTP_ISSUER} (${email})`, issuer: TOTP_ISSUER });
  return { secret: secret.base32, otpauthUrl: secret.otpauth_url ?? '' };
};

export const verifyTotp = (secret: string, code: string): boolean =>
  /^\d{6}$/.test(code.trim()) && speakeasy.totp.verify({ secret, encoding: 'base32', token: code.trim(), window: DRIFT_STEPS });

export const totpCode = (secret: string, at = Date.now()) => speakeasy.totp({ secret, encoding: 'base32', time: Math.floor(at / 1000) });

export const qrCodeDataUrl = async (otpauthUrl: string) => (await loadQrCode()).toDataURL(otpauthUrl);
