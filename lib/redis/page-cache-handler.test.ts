import { databaseOf } from './page-cache-handler.mjs';

describe('the page cache’s Redis database', () => {
  it.each([
    ['redis://cache.internal:6379', 0],
    ['redis://cache.internal:6379/', 0],
    ['redis://cache.internal:6379/2', 2],
    ['rediss://user:secret@cache.example.com:6380/15', 15],
  ])('is the one %s names', (url, database) => {
    expect(databaseOf(url)).toBe(database);
  });
});
