/** @jest-environment node */
/** The 'Importa utenti' dialog's store (docs/user-import.md): problems worded by place, the latest file wins, close forgets. */
import type { ImportUsers } from '../../../../src/core/use-cases/admin';
import { problemMessage, problemPlace, UserImportStore } from '../../../../src/ui/admin/users/import/user-import.store';

const preview = (problems: { line: number; field: string | null; code: never; value: string }[] = []) => ({ lines: 1, rows: [{ line: 2, username: 'a', email: 'a@b.it', first_name: 'A', last_name: 'B', employee_id: 'E', gruppo: '', places: [] }], problems });

describe('problem wording', () => {
  it('says where: the file, the header, a line, a line and column', () => {
    expect(problemPlace({ line: 0, field: null, code: 'EMPTY_FILE', value: '' })).toEqual({ key: 'userImport.where.file' });
    expect(problemPlace({ line: 1, field: 'email', code: 'BAD_HEADER', value: '' })).toEqual({ key: 'userImport.where.header', params: { line: 1 } });
    expect(problemPlace({ line: 7, field: null, code: 'BAD_COLUMNS', value: '3' })).toEqual({ key: 'userImport.where.line', params: { line: 7 } });
    expect(problemPlace({ line: 7, field: 'email', code: 'BAD_EMAIL', value: 'x' })).toEqual({ key: 'userImport.where.field', params: { line: 7, field: 'email' } });
  });

  it("tells the header's problems apart and names a column's limit", () => {
    expect(problemMessage({ line: 1, field: 'email', code: 'BAD_HEADER', value: '' }).key).toBe('userImport.problems.BAD_HEADER_MISSING');
    expect(problemMessage({ line: 1, field: null, code: 'BAD_HEADER', value: 'gruppi' }).key).toBe('userImport.problems.BAD_HEADER_UNKNOWN');
    expect(problemMessage({ line: 1, field: 'email', code: 'BAD_HEADER', value: 'EMAIL' }).key).toBe('userImport.problems.BAD_HEADER_REPEATED');
    expect(problemMessage({ line: 3, field: 'telefono', code: 'TOO_LONG', value: '31' })).toEqual({ key: 'userImport.problems.TOO_LONG', params: { field: 'telefono', value: '31', max: 30 } });
  });
});

describe('UserImportStore', () => {
  it('keeps only the latest file chosen, and forgets everything on close', async () => {
    let answer!: (value: unknown) => void;
    const importUsers = {
      preview: jest.fn((csv: string) => (csv === 'first' ? new Promise((resolve) => (answer = resolve)) : Promise.resolve(preview()))),
    } as unknown as ImportUsers;
    const store = new UserImportStore(importUsers);
    store.open();
    const first = store.chooseFile({ name: 'a.csv', size: 5, text: () => Promise.resolve('first') });
    await store.chooseFile({ name: 'b.csv', size: 6, text: () => Promise.resolve('second') });
    answer(preview([{ line: 2, field: 'email', code: 'BAD_EMAIL' as never, value: 'x' }]));
    await first;
    expect(store.fileName).toBe('b.csv');
    expect(store.problems).toEqual([]);
    expect(store.canImport).toBe(true);
    store.close();
    expect({ isOpen: store.isOpen, fileName: store.fileName, preview: store.preview }).toEqual({ isOpen: false, fileName: null, preview: null });
  });
});
