/**
 * axe violations whose cause lies in files another change owns at the time of writing (issue 15's
 * navigation work: the Layout/AppBar, the theme, App.tsx, the menu component). The walk lets
 * exactly these pass so it stays green meanwhile; remove a row once its cause is fixed and the
 * walk holds the fix. A violating element is known when it lies inside `within` (a CSS selector)
 * or when axe's reason names `colours` (a foreground/background pair of the theme's palette).
 */
export type KnownViolation = { rule: string; within?: string; colours?: string; where: string };

const themeColours = (foreground: string, background: string) => `foreground color: ${foreground}, background color: ${background}`;

export const KNOWN_LAYOUT_VIOLATIONS: readonly KnownViolation[] = [
  {
    rule: 'color-contrast', within: 'header.MuiAppBar-root',
    where: "App.tsx passes no theme: react-admin's defaultLightTheme paints the AppBar in palette.secondary #2196f3 under white text, 3.12:1 (4.5:1 needed): the title, the support bar's link and chips, the balance",
  },
  {
    rule: 'color-contrast', colours: themeColours('#ffffff', '#2196f3'),
    where: "the theme's palette.secondary.main #2196f3 with contrastText #fff, 3.12:1 (contained secondary buttons and chips)",
  },
  {
    rule: 'color-contrast', colours: 'foreground color: #2196f3,',
    where: "the theme's palette.secondary.main #2196f3 as a text colour, 3.12:1 on white and 2.86:1 on grey: outlined secondary chips (movement kinds)",
  },
  {
    rule: 'color-contrast', colours: themeColours('#ffffff', '#0288d1'),
    where: "the theme's palette.info.main #0288d1 (MUI's default) under white text, 3.85:1: filled color=\"info\" chips (order status New)",
  },
  {
    rule: 'color-contrast', colours: themeColours('#ffffff', '#ed6c02'),
    where: "the theme's palette.warning.main #ed6c02 (MUI's default) under white text, 3.11:1: filled color=\"warning\" chips (ticket and order statuses)",
  },
  {
    rule: 'color-contrast', colours: 'foreground color: #ed6c02,',
    where: "the theme's palette.warning.main #ed6c02 as a text colour, 3.11:1 on white: outlined warning buttons (Deduct credits)",
  },
  {
    rule: 'color-contrast', colours: themeColours('#1976d2', '#fafafb'),
    where: "the theme's palette.primary.main #1976d2 on react-admin's background.default #fafafb, 4.41:1: text buttons, links and selected tabs on the page background",
  },
  {
    rule: 'color-contrast', colours: themeColours('#1976d2', '#edf4fb'),
    where: "the theme's palette.primary.main #1976d2 on its own selected tint #edf4fb, 4.14:1: the selected button of a ToggleButtonGroup",
  },
  {
    rule: 'color-contrast', colours: themeColours('#9b9b9c', '#fafafb'),
    where: "react-admin's <Empty> list placeholder is painted in the theme's palette.text.disabled, 2.66:1 on #fafafb (a theme styleOverride of RaEmpty .RaEmpty-message to text.secondary fixes every list)",
  },
  {
    rule: 'color-contrast', within: '.RaToolbar-root',
    where: "react-admin's defaultLightTheme paints RaToolbar (the form toolbars) grey[300] #e0e0e0: the primary Save (3.48:1) and error Delete (3.77:1) buttons on it",
  },
  {
    rule: 'label-content-name-mismatch', within: '.RaUserMenu-userButton',
    where: "layout/PortalAppBar.tsx: react-admin's <UserMenu> button shows the user's name but is named by its aria-label \"Profile\"/\"Perfil\"",
  },
];
