// @ts-check
// Preloaded into the server by scripts/bench/profile-renders.ts (NODE_OPTIONS=--import): SIGUSR2 starts a CPU profile of
// the process (sampling every 0.5 ms), a second SIGUSR2 writes it to CPU_PROFILE_OUT and exits. Only the renders
// between the two signals are profiled, not the server's start or warm-up.
import fs from 'node:fs';
import inspector from 'node:inspector';

const session = new inspector.Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 500 }, () =>
        session.post('Profiler.start', () => fs.writeFileSync(`${process.env.CPU_PROFILE_OUT}.started`, '')),
      ),
    );
    return;
  }
  session.post('Profiler.stop', (err, result) => {
    if (!err) fs.writeFileSync(String(process.env.CPU_PROFILE_OUT), JSON.stringify(result.profile));
    process.exit(err ? 1 : 0);
  });
});
