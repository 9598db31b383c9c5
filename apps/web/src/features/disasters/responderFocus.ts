import { createContext, useContext } from 'react';

/** Where a responder was chosen: a row of the table or a marker of the map. */
export type ChosenFrom = 'table' | 'map';

export interface ResponderFocus {
  chosen: { id: number; from: ChosenFrom } | null;
  choose(id: number, from: ChosenFrom): void;
}

/** Links the responders' table and map: choosing one side opens (or shows) the other. */
export const ResponderFocusContext = createContext<ResponderFocus>({ chosen: null, choose: () => undefined });

export const useResponderFocus = () => useContext(ResponderFocusContext);
