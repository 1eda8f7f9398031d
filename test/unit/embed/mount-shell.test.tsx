import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHostBus } from '../../../src/embed/host-bus';
import { createMountShell, type ShellViewProps } from '../../../src/embed/mount-shell';
import { ChunkTimeoutError } from '../../../src/embed/load-widget';
import { useValue } from '../../../src/state/value';
import { Rendered } from '../../../src/embed/MountView';
import { createTranslate } from '../../../src/i18n/translate';
import { commonMessages } from '../../../src/i18n/messages/common';

function View({ state, t, onRendered }: ShellViewProps<{ text: string }>) {
  const current = useValue(state);
  const translate = useValue(t);
  if (current.status === 'loading') return <p>{translate('state.loading')}</p>;
  return (
    <p data-status={current.status}>
      {current.status === 'ready' ? current.text : translate(current.key)}
      <Rendered onRendered={onRendered} />
    </p>
  );
}

const elements: HTMLElement[] = [];
function shell(translate: (key: string) => string = (key) => key) {
  const el = document.createElement('div');
  el.id = 'here';
  document.body.append(el);
  elements.push(el);
  const bus = createHostBus({ allowedOrigins: [], window, emit: () => undefined });
  return createMountShell<{ text: string }>({
    el,
    bus,
    name: 'test',
    translate,
    view: (props) => <View {...props} />,
  });
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  elements.splice(0).forEach((el) => el.remove());
  vi.restoreAllMocks();
});

describe('createMountShell: the life cycle of every mount (widget and portal)', () => {
  it('renders the loading state synchronously, before the browser can paint (no layout shift)', () => {
    const s = shell();
    expect(s.root.textContent).toContain('state.loading');
    s.teardown();
  });

  it('settles rendered once the content is committed', async () => {
    const s = shell();
    s.start(async () => {
      s.state.value = { status: 'ready', text: 'hello' };
    });
    await s.rendered;
    expect(s.root.textContent).toContain('hello');
    s.teardown();
  });

  it('a chunk that fails is logged, counted, and retried from the loading state (spec 1 §8 chunk timeout)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = shell(createTranslate('en', [commonMessages]));
    const load = vi.fn(async () => s.chunkFailed('the test chunk', new ChunkTimeoutError('test', 55_000)));
    s.start(load);
    await flush();
    expect(s.state.value).toMatchObject({ status: 'error', key: 'error.chunkTimeout' });
    expect(s.attempt).toBe(1);
    expect(error.mock.calls.some(([message]) => String(message).includes('the test chunk for'))).toBe(true);
    const retry = s.state.value.status === 'error' ? s.state.value.retry : undefined;
    retry?.();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(s.attempt).toBe(2);
    s.teardown();
  });

  it('the error state of a page set up wrongly waits for its text, a chunk of its own; a common one shows at once', async () => {
    const s = shell(createTranslate('de', [commonMessages]));
    s.fail('error.apiUnreachable');
    expect(s.state.value).toMatchObject({ status: 'error', key: 'error.apiUnreachable' });
    s.fail('error.unknownWidget');
    expect(s.state.value).toMatchObject({ key: 'error.apiUnreachable' });
    await vi.waitFor(() => expect(s.state.value).toMatchObject({ status: 'error', key: 'error.unknownWidget' }));
    await vi.waitFor(() => expect(s.root.textContent).toContain('Es gibt kein Widget namens'));
    s.teardown();
  });

  it('teardown aborts, runs the cleanup once, empties the shadow root and settles rendered', async () => {
    const s = shell();
    const cleanup = vi.fn();
    s.teardown(cleanup);
    s.teardown(cleanup);
    await s.rendered;
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(s.controller.signal.aborted).toBe(true);
    expect(s.alive()).toBe(false);
    expect(s.root.childNodes.length).toBe(0);
    s.fail('error.title');
    expect(s.state.value.status).toBe('loading');
  });
});
