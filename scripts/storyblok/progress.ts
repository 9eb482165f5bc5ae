/** Progress of a phase of writes: a bar redrawn in place on a terminal, nothing elsewhere. */
export interface Progress {
  start(phase: string, total: number): void;
  tick(): void;
  done(): void;
}

const WIDTH = 30;

export function terminalProgress(stream: NodeJS.WriteStream): Progress {
  let phase = '';
  let total = 0;
  let count = 0;
  const draw = () => {
    const filled = total ? Math.round((count / total) * WIDTH) : WIDTH;
    stream.write(
      `\r${phase.padEnd(17)} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${count}/${total}`,
    );
  };
  if (!stream.isTTY) return { start() {}, tick() {}, done() {} };
  return {
    start(name, size) {
      phase = name;
      total = size;
      count = 0;
      draw();
    },
    tick() {
      count++;
      draw();
    },
    done() {
      stream.write('\n');
    },
  };
}
