import { processRegularResult, type Plugin } from 'graphql-yoga';
import { itemsAtLeast, slicedJson } from './sliced-json.ts';

/** An answer holding at least this many list items is written in slices (docs/performance.md). */
export const SLICED_ITEMS = 2_000;

/** What Yoga hands a result processor: one result, a batch or a stream of results. */
type ResultProcessorInput = Parameters<typeof processRegularResult>[0];

const REGULAR = ['application/graphql-response+json', 'application/json'];

const matches = (asked: string, offered: string) => {
  const [askedType, askedSub] = asked.split('/');
  const [type, sub] = offered.split('/');
  return (type === '*' || type === askedType) && (sub === '*' || sub === askedSub);
};

/**
 * The media type Yoga's regular processor answers `accept` with (graphql-yoga's useResultProcessors: the
 * first accepted UTF-8 type that matches, and of the two it offers the later one that matches).
 */
export function regularMediaType(accept: string | null): string | undefined {
  const asked = (accept || '*/*')
    .replace(/\s/g, '')
    .toLowerCase()
    .split(',')
    .filter(
      (entry) =>
        (entry.split(';').find((p) => p.includes('charset=')) ?? 'charset=utf-8') === 'charset=utf-8',
    )
    .map((entry) => entry.split(';')[0]!);
  for (const type of asked) {
    const offered = REGULAR.filter((mediaType) => matches(mediaType, type));
    if (offered.length) return offered.at(-1);
  }
  return undefined;
}

const isLargeSuccess = (result: ResultProcessorInput): boolean =>
  !Array.isArray(result) &&
  !(Symbol.asyncIterator in result) &&
  !result.errors?.length &&
  result.extensions === undefined &&
  itemsAtLeast(result.data, SLICED_ITEMS) >= SLICED_ITEMS;

/**
 * A large successful answer (SLICED_ITEMS list items or more: two aliases of a 1,000-row page) is written a
 * slice at a time, each in a turn of the event loop of its own, instead of one JSON.stringify and one
 * encoding of megabytes that hold every other request on this process — another tenant's included — until
 * they end. Smaller answers, errors and streams go through Yoga's own processor; the body is the same text.
 */
export function slicedAnswers(): Plugin {
  return {
    onResultProcess({ request, result, resultProcessor, setResultProcessor }) {
      if (resultProcessor !== processRegularResult || !isLargeSuccess(result)) return;
      const mediaType = regularMediaType(request.headers.get('accept'));
      if (!mediaType) return;
      setResultProcessor(
        (answer, fetchAPI) =>
          new fetchAPI.Response(slicedJson(answer, fetchAPI.ReadableStream), {
            status: 200,
            headers: { 'Content-Type': `${mediaType}; charset=utf-8` },
          }),
        mediaType,
      );
    },
  };
}
