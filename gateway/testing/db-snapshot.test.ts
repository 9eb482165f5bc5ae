// @vitest-environment node
import { IN_MEMORY, openSqliteHandle, type Db } from '../db/database';
import { snapshotRows, watchRowChanges } from './db-snapshot';

let db: Db;
beforeEach(() => {
  db = openSqliteHandle(IN_MEMORY);
  db.exec(`
    CREATE TABLE meters (id INTEGER PRIMARY KEY, serial TEXT, reading INTEGER);
    CREATE TABLE notes (body TEXT);
    INSERT INTO meters (serial, reading) VALUES ('A1', 10), ('B2', 20);
  `);
});

describe('snapshotRows', () => {
  it('changes when any row does, and only then', () => {
    const before = snapshotRows(db);
    db.exec("UPDATE meters SET reading = reading WHERE serial = 'A1'");
    expect(snapshotRows(db)).toBe(before);
    db.exec("UPDATE meters SET reading = 11 WHERE serial = 'A1'");
    expect(snapshotRows(db)).not.toBe(before);
  });
});

describe('watchRowChanges', () => {
  it('names each table with a row inserted, deleted or changed', () => {
    const changes = watchRowChanges(db);
    db.exec("INSERT INTO notes VALUES ('hello')");
    expect(changes.takeChangedTables()).toEqual(['notes']);
    db.exec("DELETE FROM meters WHERE serial = 'B2'");
    db.exec("UPDATE notes SET body = 'bye'");
    expect(changes.takeChangedTables()).toEqual(['meters', 'notes']);
    expect(changes.takeChangedTables()).toEqual([]);
  });

  it('ignores an update that leaves a row as it was, and writes rolled back', () => {
    const changes = watchRowChanges(db);
    db.exec("UPDATE meters SET reading = 10, serial = 'A1' WHERE id = 1");
    expect(() =>
      db.transaction(() => {
        db.exec("INSERT INTO notes VALUES ('never kept')");
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(changes.takeChangedTables()).toEqual([]);
  });
});
