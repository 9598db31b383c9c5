import tr from './tr.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import { installContractMessages } from './messages.ts';

/** Both languages' contract words, given to `translate` as this module loads (server, tests, tools). */
export const contractMessages = { tr, en } as const;
installContractMessages('tr', tr);
installContractMessages('en', en);
