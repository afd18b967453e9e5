// The throwaway cluster lives in tools/postgresCluster.ts (shared with `npm run cluster`, which must not pull vitest).
export * from '../../../tools/postgresCluster';
