/**
 * The text of a PDF, read with Mozilla's pdf.js, for tests that check what a generated PDF says: one string per page,
 * one line per row of text (items at the same height, left to right, joined by a space).
 *
 * pdf.js ships as ES modules only; Jest runs the tests as CommonJS, where ts-jest would turn `import()` into
 * `require()`. The import is therefore built at run time, and Node loads the module natively (Jest runs with
 * --experimental-vm-modules).
 */
import { dirname, join } from 'node:path';

interface TextItem {
  str: string;
  transform: number[];
}

type PdfJs = {
  getDocument(source: { data: Uint8Array; standardFontDataUrl: string; verbosity: number }): {
    promise: Promise<{ numPages: number; getPage(n: number): Promise<{ getTextContent(): Promise<{ items: Array<TextItem | object> }> }>; destroy(): Promise<void> }>;
  };
};

const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<PdfJs>;

export interface PdfText {
  pages: string[];
  /** Every page, separated by a form feed. */
  text: string;
}

export async function pdfText(pdf: Uint8Array): Promise<PdfText> {
  const pdfjs = await importModule('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: fonts, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(lines(content.items.filter((item): item is TextItem => 'str' in item)));
    }
    return { pages, text: pages.join('\f') };
  } finally {
    await document.destroy();
  }
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
