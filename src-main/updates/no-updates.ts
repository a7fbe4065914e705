import type { UpdaterAdapter } from './update-controller.ts';

/** A terminal without an update feed (`updateFeedUrl` unset): the feed offers nothing. */
export const NO_UPDATES: UpdaterAdapter = {
  check: async () => null,
  download: () => Promise.reject(new Error('no update feed configured')),
  install: () => {},
  installFile: () => {},
};
