export declare function createRenderGate(options: { concurrency: number; queue: number }): {
  enter(): Promise<(() => void) | null>;
  stats(): { running: number; waiting: number };
};
export declare function renderGateOptions(env: Record<string, string | undefined>, cores: number): { concurrency: number; queue: number };
