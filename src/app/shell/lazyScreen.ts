// Screens load as their own chunks, so the first page downloads only the shell. A chunk that has not arrived
// after the spec's 120 s fails instead of waiting forever; ScreenBoundary then offers a reload.
import { lazy, type ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../contract/limits';

export class ChunkTimeout extends Error {}

function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeout(`chunk not loaded after ${ms} ms`)), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => withTimeout(load().then((component) => ({ default: component })), CHUNK_LOAD_TIMEOUT_MS));
}
