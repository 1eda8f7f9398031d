import type { ComponentProps } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  CongressPortal,
  CongressWidget,
  WIDGET_NAMES,
  CongressPortalGlobal,
  CongressWidgetProps,
  MountHandle,
  MountOptions,
  WidgetName,
} from '../../../src/index';

describe('public API types (src/index.ts, window.CongressPortal)', () => {
  it('CongressWidget requires widget and apiBase; the rest is optional', () => {
    expectTypeOf<ComponentProps<typeof CongressWidget>>().toEqualTypeOf<CongressWidgetProps>();
    expectTypeOf<CongressWidgetProps['widget']>().toEqualTypeOf<string>();
    expectTypeOf<CongressWidgetProps['apiBase']>().toEqualTypeOf<string>();
    expectTypeOf<CongressWidgetProps['settings']>().toEqualTypeOf<Record<string, unknown> | undefined>();
    expectTypeOf<CongressWidgetProps>().toHaveProperty('project');
    expectTypeOf<CongressWidgetProps>().toHaveProperty('name');
    expectTypeOf<CongressWidgetProps>().toHaveProperty('channel');
    expectTypeOf<CongressWidgetProps>().toHaveProperty('client');
    expectTypeOf<CongressWidgetProps>().toHaveProperty('locale');
    expectTypeOf<{ apiBase: string }>().not.toMatchTypeOf<CongressWidgetProps>();
  });

  it('CongressPortal takes basePath', () => {
    expectTypeOf<ComponentProps<typeof CongressPortal>['basePath']>().toEqualTypeOf<string | undefined>();
  });

  it('window.CongressPortal: mount takes an element or a selector and resolves to a handle', () => {
    expectTypeOf<Window['CongressPortal']>().toEqualTypeOf<CongressPortalGlobal | undefined>();
    expectTypeOf<CongressPortalGlobal['mount']>().parameter(0).toEqualTypeOf<Element | string>();
    expectTypeOf<CongressPortalGlobal['mount']>().parameter(1).toEqualTypeOf<MountOptions | undefined>();
    expectTypeOf<CongressPortalGlobal['mount']>().returns.toEqualTypeOf<Promise<MountHandle>>();
    expectTypeOf<MountHandle['update']>().parameter(0).toEqualTypeOf<Record<string, unknown>>();
    expectTypeOf<CongressPortalGlobal['version']>().toEqualTypeOf<string>();
    expectTypeOf<CongressPortalGlobal['on']>().parameters.toEqualTypeOf<[string, (detail: unknown) => void]>();
  });

  it('MountOptions mirror the mount attributes', () => {
    expectTypeOf<MountOptions>().toMatchTypeOf<{
      widget?: string;
      portal?: boolean;
      basePath?: string;
      project?: string;
      name?: string;
      channel?: string;
      settings?: Record<string, unknown>;
      client?: string;
      locale?: string;
      eager?: boolean;
    }>();
  });

  it('WIDGET_NAMES lists the widget names as literal types', () => {
    expectTypeOf<(typeof WIDGET_NAMES)[number]>().toEqualTypeOf<WidgetName>();
    expectTypeOf<'timetable'>().toMatchTypeOf<WidgetName>();
    expectTypeOf<'nope'>().not.toMatchTypeOf<WidgetName>();
  });
});
