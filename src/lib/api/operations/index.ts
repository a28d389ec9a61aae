// Every area's operations, for /api/openapi.json.
import type { Operation } from '../openapi';
import { catalogOperations } from './catalog';

export const operations: Operation[] = [...catalogOperations];
