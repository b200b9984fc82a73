import type { Mail } from './outbox.js';

// The portal's outgoing mails. Links point at the admin UI's public routes (spec section 2).

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const mail = (to: string, subject: string, lines: string[], link: { url: string; label: string }): Mail => ({
  to,
  subject,
  text: [...lines, '', `${link.label}: ${link.url}`].join('\n'),
  html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
});

export const verificationMail = (publicUrl: string, to: string, name: string, token: string): Mail =>
  mail(to, 'Confirm your email address', [`Hello ${name},`, 'Please confirm your email address to finish your registration.'], {
    url: `${publicUrl}/admin/validate-email?token=${token}`,
    label: 'Confirm email',
  });

export const resetPasswordMail = (publicUrl: string, to: string, name: string, token: string): Mail =>
  mail(to, 'Reset your password', [`Hello ${name},`, 'Someone asked to reset the password of your account. If it was not you, ignore this mail.'], {
    url: `${publicUrl}/admin/reset-password/${token}`,
    label: 'Reset password',
  });

export const passwordChangedMail = (publicUrl: string, to: string, name: string, closeSessionsToken: string): Mail =>
  mail(to, 'Your password was changed', [`Hello ${name},`, 'The password of your account was just changed.', 'If you did not do this, close every session of your account now and reset your password.'], {
    url: `${publicUrl}/admin/close-sessions/${closeSessionsToken}`,
    label: 'Close all sessions',
  });
