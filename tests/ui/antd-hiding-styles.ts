/**
 * antd's styles, thinned for jsdom: only the rules that hide something (display: none, visibility: hidden or
 * collapse, opacity: 0) reach the document. jsdom's getComputedStyle matches every rule of every style sheet against
 * the element and each ancestor, and Testing Library asks it for every element a role query looks at: with antd's full
 * CSS-in-JS (thousands of rules) that matching was most of the screens' test time. What decides whether an element is
 * seen (a hidden tab pane, a closed dropdown) is kept, so role queries and toBeVisible answer as before.
 */
const HIDES = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|opacity\s*:\s*0(?:\.0+)?)\s*(?:!important)?\s*(?:;|$)/;
const GROUPING_AT_RULE = /^@(?:media|supports|layer|container)\b/;

/** The rules of `css` that hide, inside the @media/@supports/@layer/@container blocks that hold them. */
export function hidingRulesOf(css: string): string {
  let kept = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    // A statement before the block (`@layer a, b;`) ends at its semicolon: only what follows is the block's prelude.
    const prelude = css.slice(at, open).split(';').pop()!.trim();
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close += 1) {
      if (css[close] === '{') depth += 1;
      else if (css[close] === '}') depth -= 1;
    }
    const body = css.slice(open + 1, close - 1);
    if (GROUPING_AT_RULE.test(prelude)) {
      const inner = hidingRulesOf(body);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (!prelude.startsWith('@') && HIDES.test(body)) {
      kept += `${prelude}{${body}}`;
    }
    at = close;
  }
  return kept;
}
