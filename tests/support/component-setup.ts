import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// React's act() warnings are for test environments that say they are one
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy…/waitFor wait for a condition, never for a time: 5 s (the default 1 s ran out on a loaded 2-core CI machine)
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
