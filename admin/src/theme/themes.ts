import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { createElement } from 'react';
import { ListActions } from '../shared/ListActions';
import { checkboxLabelOnInput } from './checkboxLabel';

// Issue 15: a light and a dark theme. Light is the portal's theme as it always was (react-admin's
// default); dark is react-admin's dark one with the red badge, status and chart colours left to the
// palette, so each screen's `color="error"` or `success.main` reads on a dark background too.

/** Section headings of the sidebar sit on the paper colour, so a heading never shows the entries scrolled under it. */
const sidebarHeadings: RaThemeOptions = {
  components: {
    MuiListSubheader: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.palette.background.paper }) } },
  },
};

/**
 * Visible focus for keyboard users (issue 15, WCAG 2.4.7): every button, tab, checkbox, radio and menu
 * entry (all MUI ButtonBase) and every link gets an outline when focused from the keyboard, beside
 * MUI's own ripple. Two pixels out from the control in the primary colour; on the top bar's blue the
 * bar's own text colour. Text fields show focus already (their underline and label colour).
 */
const visibleFocus: RaThemeOptions = {
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          '.MuiAppBar-root &.Mui-focusVisible': { outlineColor: 'currentColor' },
        }),
      },
    },
    // A menu entry or a list row fills its container's width: an outline outside it would be cut at the sides.
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
    MuiCssBaseline: {
      styleOverrides: (theme: Theme) => ({ 'a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }),
    },
  },
};

/**
 * react-admin's layout is as wide as its content (min-width: fit-content): one wide table made every
 * page of a 768 px tablet scroll sideways, top bar included. Bounded to the window, the content
 * leaves its tables to scroll inside their own boxes (shared/phoneTable.tsx TableScroll).
 */
const boundedLayout: RaThemeOptions = {
  components: {
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    // A list's main column sits in a row (beside an aside): as a flex item it would be as wide as its table.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  },
};

/** A list without its own toolbar gets react-admin's, whose export button keeps its name on a phone (shared/ListActions). */
const namedListActions: RaThemeOptions = {
  components: { RaList: { defaultProps: { actions: createElement(ListActions) } } },
};

/** Names that axe finds on the controls themselves, whatever screen renders them. */
const accessibleNames: RaThemeOptions = deepmerge(namedListActions, checkboxLabelOnInput);

/**
 * react-admin's light palette with every colour that carries text at WCAG AA (4.5:1), as the
 * browser walk's axe check asks (tests/e2e/walk): its blues, MUI's info and warning under white
 * text were 3.1–4.4:1. Same hues, darker shades; the top bar (palette.secondary) included.
 */
const readableLight: RaThemeOptions = {
  palette: {
    primary: { main: '#1565c0' },
    secondary: { light: '#5472d3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
    // Field labels sit on the filled inputs' grey (#e0e0e0 to #eeeeee): MUI's 0.6 and 0.38 blacks read at 2.6–4.3:1 there.
    text: { secondary: 'rgba(0, 0, 0, 0.7)', disabled: 'rgba(0, 0, 0, 0.6)' },
  },
  components: {
    // The empty-list text was the disabled grey (2.66:1); the form toolbars' grey made Save and Delete too faint.
    RaEmpty: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
  },
};

export const lightTheme: RaThemeOptions = deepmerge(deepmerge(deepmerge(deepmerge(deepmerge(defaultLightTheme, sidebarHeadings), visibleFocus), boundedLayout), accessibleNames), readableLight);

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, deepmerge(deepmerge(deepmerge(deepmerge(sidebarHeadings, visibleFocus), boundedLayout), accessibleNames), {
  palette: {
    // MUI's dark defaults are pastel versions of the light ones: readable on #313131 at 4.5:1.
    background: { default: '#313131', paper: '#3a3a3a' },
  },
}));
