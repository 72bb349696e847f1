export { countingBlobStoreErrors } from './metrics.blob-store.ts';
export { metricsPlugin } from './metrics.plugin.ts';
export { createMetrics, type Metrics, metricsAreOn } from './metrics.registry.ts';
