/**
 * The A4 portrait page both printed documents share (the monthly sheet, the 'Presenti ora' roll call): its size,
 * margins and footer line in PDF points, pdfkit's standard Helvetica (no font file to ship), and winAnsiText for
 * the letters that font lacks. It writes the WinAnsi characters, which cover Italian ('à è é ì ò ù').
 */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
export const FOOTER_Y = PAGE.height - 32;
/** The body (tables, totals) ends above this line, so the footer never meets it. */
export const BODY_BOTTOM = FOOTER_Y - 10;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** WinAnsi's characters above Latin-1 (Windows-1252's 0x80–0x9F), which Helvetica also has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * The text in characters the standard font can write: a letter outside WinAnsi loses its accent when that brings it
 * in ('ș' → 's', 'ő' → 'o'), else becomes '?'; line breaks and tabs become spaces.
 */
export function winAnsiText(text: string): string {
  let result = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (isWinAnsi(char)) {
      result += char;
      continue;
    }
    const base = char.normalize('NFD').replace(/\p{M}+/gu, '');
    result += base && [...base].every(isWinAnsi) ? base : '?';
  }
  return result;
}
