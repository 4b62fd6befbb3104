export declare function createRenderGate(options: { concurrency: number; queue: number }): {
  enter(gone?: () => boolean): Promise<(() => void) | 'busy' | 'gone'>;
  stats(): { running: number; waiting: number };
};
export declare function renderGateOptions(env: Record<string, string | undefined>, cores: number): { concurrency: number; queue: number };
