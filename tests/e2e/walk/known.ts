/**
 * axe violations whose cause lies in react-admin's own markup, or in files another change owns at the time of writing (issue 15's
 * navigation work: the Layout/AppBar, the theme, App.tsx, the menu component). The walk lets
 * exactly these pass so it stays green meanwhile; remove a row once its cause is fixed and the
 * walk holds the fix. A violating element is known when it lies inside `within` (a CSS selector)
 * or when axe's reason names `colours` (a foreground/background pair of the theme's palette).
 */
export type KnownViolation = { rule: string; within?: string; colours?: string; where: string };


export const KNOWN_LAYOUT_VIOLATIONS: readonly KnownViolation[] = [
  {
    rule: 'aria-prohibited-attr', within: '.select-item',
    where: "react-admin's Datagrid row checkbox (SelectRowCheckbox) puts aria-label \"Select this row\" on MUI's Checkbox root span instead of its input (vehicles, price policy)",
  },
  {
    rule: 'label', within: '.select-item',
    where: "the same react-admin row checkbox: its input has no name of its own (the label sits on the span above)",
  },
  {
    rule: 'button-name', within: '.MuiToolbar-root button.MuiIconButton-root:disabled',
    where: "react-admin's Button on a phone is an IconButton, and a disabled one (Export with no rows: new products, VIN logger, previous orders) gets no aria-label (only a disabled icon button of a toolbar is let pass: closest() matches the button itself)",
  },
];
