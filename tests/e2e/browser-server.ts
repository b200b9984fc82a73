import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (browser.ts connects to it); absent when no browser test runs. */
    chromiumWsEndpoint?: string;
  }
}

/**
 * One Chromium for the browser tests of the whole run (the e2e project's global set-up): each file
 * connects to it and works in contexts of its own, which share no cookies, storage or cache, instead
 * of launching a browser of its own (a second or more each, and a burst of CPU the file waits for).
 */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
