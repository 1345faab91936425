/**
 * The text of a PDF, read with Mozilla's pdf.js, for tests that check what a generated PDF says: one string per page,
 * one line per row of text (items at the same height, left to right, joined by a space).
 *
 * pdf.js ships as ES modules only. Loading it inside Jest (a dynamic import through the VM modules API) failed now
 * and then in CI with an error from Jest's own module linker, so a plain Node child process reads the PDF and hands
 * back each page's text items as JSON; the rows are built here.
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';

interface TextItem {
  str: string;
  transform: number[];
}

export interface PdfText {
  pages: string[];
  /** Every page, separated by a form feed. */
  text: string;
}

/** Run as an ES module by the child: the PDF on standard input, `TextItem[][]` (one array per page) on standard output. */
const READ_PAGES = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), standardFontDataUrl: process.argv[1], verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number++) {
  const content = await (await document.getPage(number)).getTextContent();
  pages.push(content.items.filter((item) => 'str' in item).map(({ str, transform }) => ({ str, transform })));
}
await document.destroy();
process.stdout.write(JSON.stringify(pages));
`;

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  const packageFolder = dirname(require.resolve('pdfjs-dist/package.json'));
  const fonts = join(packageFolder, 'standard_fonts') + '/';
  const output = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '--eval', READ_PAGES, fonts],
      // Resolve 'pdfjs-dist' from the project, whatever folder Jest runs in.
      { cwd: dirname(dirname(packageFolder)), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`pdf.js could not read the PDF: ${stderr || error.message}`)) : resolve(stdout)),
    );
    child.stdin!.end(Buffer.from(pdf));
  });
  const pages = (JSON.parse(output) as TextItem[][]).map(lines);
  return { pages, text: pages.join('\f') };
}

/** Items grouped into rows by their baseline (top of the page first), each row left to right. */
function lines(items: TextItem[]): string {
  const rows = new Map<number, TextItem[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const baseline = Math.round(item.transform[5]!);
    rows.set(baseline, [...(rows.get(baseline) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) => row.sort((a, b) => a.transform[4]! - b.transform[4]!).map((item) => item.str.trim()).join(' '))
    .join('\n');
}
