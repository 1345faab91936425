/**
 * One IndexedDB database per adapter, opened at the first use and shared by every later call; a failed opening
 * (blocked, refused) is forgotten, so the next call tries again rather than failing for good.
 */
export function openDatabaseOnce(factory: IDBFactory, name: string, createStores: (database: IDBDatabase) => void): () => Promise<IDBDatabase> {
  let database: Promise<IDBDatabase> | null = null;
  return () => {
    database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => createStores(request.result);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('IndexedDB blocked'));
    }).catch((error: unknown) => {
      database = null;
      throw error;
    });
    return database;
  };
}
