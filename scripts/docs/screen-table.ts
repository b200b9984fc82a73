import { SCREEN_READINGS, SCREEN_ROLES, type ScreenPattern } from '../../events/access/screens.js';
import { ROLES } from '../../tables/users/table.js';

// The "Who opens which screen" section of docs/routes.md, written from the one screen table the
// admin's routes, sidebar and guard read (events/access/screens.ts), so the page cannot drift from it.

const YES = '✓';

export const renderScreenTable = (): string => {
  const header = ['Screen (below /admin)', ...ROLES.map((role) => (role === 'SubDealer' ? 'Sub-dealer' : role)), 'Reading'];
  const rows = (Object.keys(SCREEN_ROLES) as ScreenPattern[]).map((screen) => {
    const roles: readonly string[] = SCREEN_ROLES[screen];
    const cells = [`\`${screen}\``, ...ROLES.map((role) => (roles.includes(role) ? YES : '')), SCREEN_READINGS[screen] ?? ''];
    return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
  });
  return [
    '## Who opens which screen',
    '',
    'The admin\'s screens and the roles that open them, from `events/access/screens.ts`: the admin\'s routes, sidebar and route guard',
    'read that table (a signed-in user of another role gets the not-allowed page), and the calls that load a screen answer the same roles',
    '(tests/auth/access.int.spec.ts). `:name` is any one segment; `/*` the path and everything below it. Where a row is a reading of',
    'spec section 6, the last column says which; the alternatives are in api/CONTRACT.md ("Screens"). A sub-user also needs its tree\'s switch.',
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows,
    '',
  ].join('\n');
};
