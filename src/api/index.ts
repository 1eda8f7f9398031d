/** Public surface of src/api (internal to the SDK). ky lives in ./ky-transport, imported only where needed. */
export { createApiClient, buildUrl, type ApiClientOptions } from './client';
export { buildFilter, escapeFilterValue, FILTER_OPERATORS, type FilterClause, type FilterInput, type FilterOperator } from './filter';
export * from './errors';
export { createFetchTransport, type Transport, type TransportRequest } from './transport';
