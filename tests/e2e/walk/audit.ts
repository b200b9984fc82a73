import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { en } from '../../../admin/src/i18n/en';
import { raEnglish } from '../../../admin/src/i18n/ra-en';

// What the walk checks on each screen once it has loaded: axe-core's serious and critical
// violations, a raw translation key on screen, and a page wider than the phone.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The impacts that fail the walk (issue 15: "no serious or critical violation"). */
const FAILING_IMPACTS = ['serious', 'critical'];

type Tree = { [key: string]: string | Tree };
/** The first segment of every translation key (`resources`, `ra`, `portal`…): a dotted word starting with one is a raw key. */
const NAMESPACES = [...new Set(Object.keys({ ...(raEnglish as Tree), ...(en as Tree) }))];
const RAW_KEY = new RegExp(`(?<![\\w@./-])(?:${NAMESPACES.join('|')})(?:\\.[A-Za-z0-9_-]+)+(?![\\w@/-])`, 'g');

export type Violation = { rule: string; impact: string; targets: string[]; help: string; detail: string };

/** axe-core's serious and critical violations of the page; none is let pass (react-admin's last ones are fixed in our theme and export buttons). */
export const axeViolations = async (page: Page): Promise<Violation[]> => {
  // Evaluated through the debugging protocol, not a <script> tag: the portal's Content-Security-Policy
  // refuses inline scripts, as it should, and the audit must not loosen it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are judged at rest: a button fading from disabled to enabled measured mid-transition
  // blends its colours (2–3:1 for a 5.75:1 button). Without transitions every element is at its end state.
  if (!(await page.evaluate(() => document.getElementById('walk-no-transitions') !== null))) {
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    await page.evaluate(() => document.head.lastElementChild?.setAttribute('id', 'walk-no-transitions'));
  }
  const found = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] }[] }> } }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      // The first node's markup and axe's reason: enough to find the element in the source.
      detail: `${v.nodes[0]?.html.slice(0, 160)} ${(v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}` }));
  });
  return found.filter((v) => FAILING_IMPACTS.includes(v.impact));
};

/** The raw translation keys the page shows, in its text or in the names and hints of its controls. */
export const rawKeys = async (page: Page): Promise<string[]> => {
  const texts = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')]
      .flatMap((element) => ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''));
    return [document.body.innerText, document.title, ...attributes];
  });
  return [...new Set(texts.flatMap((text) => text.match(RAW_KEY) ?? []))];
};

/**
 * How many pixels the page is wider than the window (a phone user would scroll sideways), and the
 * outermost elements that stick out: the ones to fix.
 */
export const horizontalOverflow = (page: Page): Promise<{ pixels: number; culprits: string[] }> => page.evaluate(() => {
  const width = window.innerWidth;
  const pixels = document.documentElement.scrollWidth - width;
  if (pixels <= 1) return { pixels, culprits: [] };
  const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].filter((c) => !c.startsWith('css-')).slice(0, 3).join('.')}`;
  const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 1;
  const culprits = [...document.querySelectorAll('body *')]
    .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement) && element.parentElement !== document.body))
    .slice(0, 3).map(name);
  return { pixels, culprits };
});
