/** Whether the page shows a screen drawn at build time (src/app/welcome-loader.ts decides before the first paint). */
export const showsPrerenderedScreen = (): boolean => document.documentElement.dataset.prerendered !== undefined;
