import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';

// Issue 15: a light and a dark theme. Light is the portal's theme as it always was (react-admin's
// default); dark is react-admin's dark one with the red badge, status and chart colours left to the
// palette, so each screen's `color="error"` or `success.main` reads on a dark background too.

/** Section headings of the sidebar sit on the paper colour, so a heading never shows the entries scrolled under it. */
const sidebarHeadings: RaThemeOptions = {
  components: {
    MuiListSubheader: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.palette.background.paper }) } },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, sidebarHeadings);

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, deepmerge(sidebarHeadings, {
  palette: {
    // MUI's dark defaults are pastel versions of the light ones: readable on #313131 at 4.5:1.
    background: { default: '#313131', paper: '#3a3a3a' },
  },
}));
