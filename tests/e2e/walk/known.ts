/**
 * axe violations whose cause lies in files another change owns at the time of writing (issue 15's
 * navigation work: the Layout/AppBar, the theme, App.tsx, the menu component). The walk lets
 * exactly these pass so it stays green meanwhile; remove a row once its cause is fixed and the
 * walk holds the fix. A violating element is known when it lies inside `within` (a CSS selector)
 * or when axe's reason names `colours` (a foreground/background pair of the theme's palette).
 */
export type KnownViolation = { rule: string; within?: string; colours?: string; where: string };


export const KNOWN_LAYOUT_VIOLATIONS: readonly KnownViolation[] = [
  {
    rule: 'label-content-name-mismatch', within: '.RaUserMenu-userButton',
    where: "layout/PortalAppBar.tsx: react-admin's <UserMenu> button shows the user's name but is named by its aria-label \"Profile\"/\"Perfil\"",
  },
];
