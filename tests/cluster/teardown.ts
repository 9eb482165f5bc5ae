/** What a run started, stopped newest first however the run ends: passing, failing or stopped. */
export class Teardown {
  private readonly steps: { name: string; stop: () => Promise<void> | void }[] = [];
  private stopping: Promise<void> | undefined;

  add(name: string, stop: () => Promise<void> | void): void {
    this.steps.push({ name, stop });
  }

  /**
   * Runs every step, even after one fails, and reports the ones that did. A second call (a
   * signal while the run ends) waits for the first to finish.
   */
  run(): Promise<void> {
    this.stopping ??= this.stopAll();
    return this.stopping;
  }

  private async stopAll(): Promise<void> {
    for (const { name, stop } of this.steps.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error(`Could not stop ${name}:`, error);
      }
    }
  }
}
