export async function register() {
  // process.env.NEXT_RUNTIME is replaced at build time, which keeps Node-only code out of the edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./server/startup');
    await startServer();
  }
}
