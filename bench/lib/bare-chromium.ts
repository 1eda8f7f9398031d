/**
 * Chromium driven over a bare DevTools pipe, for the first-load wall-clock figures (issue 8 item 11).
 *
 * Playwright attaches to every target and follows the network, runtime and page events of each load; its driver
 * (this process) and the browser process handle them while the page loads. On the 2-core machines here that was
 * ≈ 64 ms of the driver's CPU and a share of the browser process's within a 370 ms load, on cores the page and the
 * reference server need: the timetable's sessions were in the DOM 36–43 ms later under Playwright than over a bare
 * pipe, with the same build, server, flags and minute (25 Nov, paired loads). A visitor's browser has no
 * driver. This one sends six commands per load (context, target, viewport, time zone, the probe, navigate) and then
 * asks the page every 100 ms whether the probe is done; nothing streams back meanwhile.
 *
 * The switches are Playwright's defaults for headless Chromium (read from its command line, 25 Nov) plus the tests'
 * own (test/support/chromium-flags.ts), so the browser differs from the Playwright-driven one in its driver only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from '../../test/support/chromium-flags';

const SWITCHES = [
  '--disable-field-trial-config',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-back-forward-cache',
  '--disable-breakpad',
  '--disable-component-extensions-with-background-pages',
  '--disable-component-update',
  '--no-default-browser-check',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--enable-features=CDPScreenshotNewSurface',
  '--allow-pre-commit-input',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-popup-blocking',
  '--disable-prompt-on-repost',
  '--disable-renderer-backgrounding',
  '--force-color-profile=srgb',
  '--metrics-recording-only',
  '--no-first-run',
  '--password-store=basic',
  '--use-mock-keychain',
  '--no-service-autorun',
  '--disable-search-engine-choice-screen',
  '--enable-unsafe-swiftshader',
  '--disable-infobars',
  '--disable-sync',
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
  ...CHROMIUM_FLAGS,
  '--remote-debugging-pipe',
  '--no-startup-window',
];

export interface BareLoadOptions {
  width: number;
  height: number;
  timezoneId: string;
  /** Runs before the page's own scripts (Page.addScriptToEvaluateOnNewDocument). */
  initScript: string;
  /** A page expression; the load is done once it is truthy. */
  doneWhen: string;
  /** Wait after done, before `result` is read (late long tasks). */
  settleMs: number;
  /** A page expression giving a JSON-serialisable value. */
  result: string;
  timeoutMs?: number;
}

export interface BareChromium {
  /** Loads `url` in a fresh browser context and returns the page's `result` once `doneWhen` held and settleMs passed. */
  load<T>(url: string, options: BareLoadOptions): Promise<T>;
  close(): Promise<void>;
}

interface Message {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export async function launchBareChromium(): Promise<BareChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-bare-chromium-'));
  const proc: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...SWITCHES, `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = proc.stdio[3] as NodeJS.WritableStream;
  const fromBrowser = proc.stdio[4] as NodeJS.ReadableStream;
  const waiting = new Map<number, { resolve(m: Message): void; reject(e: Error): void }>();
  let nextId = 0;
  let buffer = '';
  fromBrowser.on('data', (data: Buffer) => {
    buffer += data.toString();
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end)) as Message;
      buffer = buffer.slice(end + 1);
      const pending = message.id === undefined ? undefined : waiting.get(message.id);
      if (!pending) continue; // events: none is asked for but Page.enable's few
      waiting.delete(message.id!);
      if (message.error) pending.reject(new Error(message.error.message));
      else pending.resolve(message);
    }
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.once('exit', () => waiting.forEach((p) => p.reject(new Error('chromium exited'))));
  /** Every command has an answer within 30 s, or fails: a page stuck in a loop never answers Runtime.evaluate. */
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`bare chromium: no answer to ${method} within 30 s`));
      }, 30_000);
      waiting.set(id, {
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m.result ?? {});
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  await send('Browser.getVersion'); // the pipe is up
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    async load<T>(url: string, o: BareLoadOptions): Promise<T> {
      const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
      try {
        const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
        const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
          sessionId: string;
        };
        await send(
          'Emulation.setDeviceMetricsOverride',
          { width: o.width, height: o.height, deviceScaleFactor: 1, mobile: false },
          sessionId,
        );
        await send('Emulation.setTimezoneOverride', { timezoneId: o.timezoneId }, sessionId);
        await send('Page.enable', {}, sessionId); // addScriptToEvaluateOnNewDocument needs it
        await send('Page.addScriptToEvaluateOnNewDocument', { source: o.initScript }, sessionId);
        await send('Page.navigate', { url }, sessionId);
        const evaluate = async (expression: string) => {
          const answer = (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)) as {
            result?: { value?: unknown };
          };
          return answer.result?.value;
        };
        const deadline = Date.now() + (o.timeoutMs ?? 30_000);
        while (!(await evaluate(`!!(${o.doneWhen})`))) {
          if (Date.now() > deadline)
            throw new Error(`bare chromium: ${url} not done after ${o.timeoutMs ?? 30_000} ms (${o.doneWhen})`);
          await sleep(100);
        }
        await sleep(o.settleMs);
        return (await evaluate(o.result)) as T;
      } finally {
        await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      }
    },
    async close() {
      proc.kill();
      await exited;
      // Chromium's helper processes can still be writing the profile after the browser itself exited (a run on
      // 25 Nov lost its scenario to ENOTEMPTY here): retry for a second.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch {
        /* a profile left in the temp folder is no reason to lose the scenario's figures */
      }
    },
  };
}
