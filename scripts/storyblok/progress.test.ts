import { terminalProgress } from './progress';

const streamOf = (isTTY: boolean) => {
  const written: string[] = [];
  const stream = { isTTY, write: (text: string) => written.push(text) > 0 };
  return { stream: stream as unknown as NodeJS.WriteStream, written };
};

describe('terminalProgress', () => {
  it('redraws a bar for the phase in place on a terminal', () => {
    const { stream, written } = streamOf(true);
    const progress = terminalProgress(stream);
    progress.start('stories', 4);
    progress.tick();
    progress.tick();
    progress.done();
    expect(written.at(-2)).toBe(`\rstories           [${'#'.repeat(15)}${'.'.repeat(15)}] 2/4`);
    expect(written.at(-1)).toBe('\n');
  });

  it('draws nothing when the output is not a terminal', () => {
    const { stream, written } = streamOf(false);
    const progress = terminalProgress(stream);
    progress.start('stories', 4);
    progress.tick();
    progress.done();
    expect(written).toEqual([]);
  });
});
