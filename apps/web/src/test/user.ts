import base, { PointerEventsCheckLevel } from '@testing-library/user-event';

type Options = NonNullable<Parameters<typeof base.setup>[0]>;

/**
 * user-event as the component tests use it: whether an element takes pointer events is checked once per
 * element rather than at every call (each check asks jsdom for the computed style of the element and all its
 * parents). Keys and clicks keep user-event's own pause between them (`delay: 0`, a turn of the event loop):
 * without it (`delay: null`) React had not drawn an autocomplete's list before the next click, and the
 * announcement dialog's tests failed one run in two. A test may still pass options of its own.
 */
export const userEvent = {
  setup: (options: Options = {}) =>
    base.setup({ delay: 0, pointerEventsCheck: PointerEventsCheckLevel.EachTarget, ...options }),
};
