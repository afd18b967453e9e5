// A DOM for tests that also run the real server in the same process. Vitest's happy-dom environment replaces
// fetch, Request, Response, FormData, URL… with happy-dom's, which the server (Hono on node) cannot work with, so
// these tests run in the node environment and install happy-dom's DOM here, keeping node's network classes.
// Import this module first: react-dom decides at import time whether there is a DOM.
import { Window } from 'happy-dom';
import { populateGlobal } from 'vitest/runtime';

const NODE_KEEPS = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'URL', 'URLSearchParams', 'AbortController',
  'AbortSignal', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone',
] as const;

const kept = Object.fromEntries(NODE_KEEPS.filter((key) => key in globalThis).map((key) => [key, (globalThis as Record<string, unknown>)[key]]));
export const domWindow = new Window({ url: 'http://localhost:3000/devices', settings: { disableErrorCapturing: true } });
populateGlobal(globalThis, domWindow as unknown as object, { bindFunctions: true });
// populateGlobal's properties take assignments as overrides: node's own classes go back in place
Object.assign(globalThis, kept);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
