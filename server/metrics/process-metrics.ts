import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * Node's own figures (event-loop lag, heap and memory, garbage collection, CPU, open handles), under prom-client's
 * standard names so that ready-made Node.js dashboards read them. They describe the process, not an app, so they are
 * collected once per process, the first time an app turns metrics on: collectDefaultMetrics starts an event-loop delay
 * monitor and a GC observer that are never stopped, and a test process building several apps must not pile them up.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
