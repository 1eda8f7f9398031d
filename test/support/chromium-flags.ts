/**
 * The switches every Chromium of the tests and benches starts with (beside Playwright's own), one list for both.
 *
 * The expensive part is what the browser does for each new window: Chromium 156 preloads its omnibox popup as a WebUI
 * page in a renderer process of its own, for every page Playwright opens (`chrome://omnibox-popup.top-chrome/`,
 * target type `browser_ui`). Headless, nobody ever sees that popup, yet it cost ≈ 0.8 s of a renderer's CPU and
 * ≈ 0.2 s of the browser process's for each new browser context here, more than loading the timetable page in it
 * (29 Nov: 509 ms of the machine's CPU for a new context with the timetable page instead of 979 ms).
 */

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65.1, `chromiumSwitches.ts`). Chromium reads only the
 * last `--disable-features` of a command line, and ours comes after Playwright's, so ours repeats it;
 * test/unit/architecture/chromium-flags.test.ts fails when an upgrade of Playwright changes its list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The omnibox popup's two WebUI pages (see the top of this file): never shown headless. */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** shared/STACK.md's flags for Chromium on these machines. */
export const STACK_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** shared/STACK.md's flags, and no browser UI pages (for a Chromium Playwright launches). */
export const CHROMIUM_FLAGS = [
  ...STACK_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];
