/** What every subscription of a port hands back: call it to stop listening. */
export type Unsubscribe = () => void;
