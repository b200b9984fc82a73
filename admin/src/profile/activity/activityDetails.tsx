import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { Role } from '../../constants';

type Detail = Record<string, unknown> | null | undefined;

/** UserSignedIn: where from, and whether a two-factor code was given. */
const SignedInDetail = ({ detail }: { detail: Detail }) => {
  const translate = useTranslate();
  const parts = [
    typeof detail?.ip === 'string' ? translate('portal.profile.activity.from_ip', { ip: detail.ip }) : null,
    detail?.twoFactor === true ? translate('portal.profile.activity.with_two_factor') : null,
  ].filter(Boolean);
  return parts.length ? <>{parts.join(' · ')}</> : null;
};

/** RolesChanged: the roles the account has now. */
const RolesChangedDetail = ({ detail }: { detail: Detail }) => {
  const translate = useTranslate();
  const roles = Array.isArray(detail?.roles) ? (detail.roles as Role[]) : [];
  if (!roles.length) return null;
  const names = roles.map((role) => translate(`roles.${role}`, { _: role })).join(', ');
  return <>{translate('portal.profile.activity.new_roles', { roles: names })}</>;
};

/** Event types whose detail says more than the title (the others carry none). */
export const ACTIVITY_DETAILS: Record<string, (props: { detail: Detail }) => ReactElement | null> = {
  UserSignedIn: SignedInDetail,
  RolesChanged: RolesChangedDetail,
};
