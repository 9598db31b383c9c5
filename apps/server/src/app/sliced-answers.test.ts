import { describe, expect, it } from 'vitest';
import { regularMediaType } from './sliced-answers.ts';

describe('regularMediaType (as graphql-yoga chooses)', () => {
  it.each([
    [null, 'application/json'],
    ['*/*', 'application/json'],
    ['application/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/graphql-response+json', 'application/graphql-response+json'],
    ['application/graphql-response+json, application/json', 'application/graphql-response+json'],
    ['text/html, application/json;q=0.9', 'application/json'],
    ['application/json; charset=latin1', undefined],
    ['text/event-stream', undefined],
  ])('accept %s answers %s', (accept, expected) => {
    expect(regularMediaType(accept)).toBe(expected);
  });
});
