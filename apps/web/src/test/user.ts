import base, { PointerEventsCheckLevel } from '@testing-library/user-event';

type Options = NonNullable<Parameters<typeof base.setup>[0]>;

/**
 * user-event as the component tests use it: keys and clicks follow each other without a timer between them
 * (`delay: null`), and whether an element takes pointer events is checked once per element rather than at
 * every call (each check asks jsdom for the computed style of the element and all its parents). Together they
 * took a third off the slowest files (docs/testing.md). A test may still pass options of its own.
 */
export const userEvent = {
  setup: (options: Options = {}) =>
    base.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.EachTarget, ...options }),
};
