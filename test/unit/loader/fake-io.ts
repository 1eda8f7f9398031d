/** A controllable IntersectionObserver: tests decide when a mount point nears the viewport. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(el: Element): void {
    this.observed.add(el);
  }
  unobserve(el: Element): void {
    this.observed.delete(el);
  }
  disconnect(): void {
    this.observed.clear();
    this.disconnected = true;
  }

  /** Reports `el` as (not) intersecting, the way the browser would. */
  fire(el: Element, isIntersecting = true): void {
    this.callback(
      [{ target: el, isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }

  static latest(): FakeIntersectionObserver {
    const io = FakeIntersectionObserver.instances.at(-1);
    if (!io) throw new Error('no IntersectionObserver was created');
    return io;
  }
}

/** Lets queued microtasks and MutationObserver callbacks run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
